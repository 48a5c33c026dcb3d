/**
 * Personal names, with how often each occurs, so that drawn names look like a real workforce:
 * many 王, 李 and 张, few 欧阳; many Smiths, few Carters.
 */

/** A name in its own script and in the Latin letters an e-mail address is made of. */
export type NameEntry = readonly [name: string, latin: string, weight: number];

/**
 * Chinese surnames with their share of the population in per ten thousand, after the Ministry of
 * Public Security's household-register ranking (the hundred most frequent, and four compound ones).
 */
// prettier-ignore
export const chineseSurnames: readonly NameEntry[] = [
  ['王', 'wang', 725], ['李', 'li', 719], ['张', 'zhang', 683], ['刘', 'liu', 538], ['陈', 'chen', 453],
  ['杨', 'yang', 308], ['赵', 'zhao', 229], ['黄', 'huang', 223], ['周', 'zhou', 191], ['吴', 'wu', 205],
  ['徐', 'xu', 157], ['孙', 'sun', 154], ['胡', 'hu', 131], ['朱', 'zhu', 139], ['高', 'gao', 116],
  ['林', 'lin', 113], ['何', 'he', 119], ['郭', 'guo', 121], ['马', 'ma', 144], ['罗', 'luo', 104],
  ['梁', 'liang', 92], ['宋', 'song', 76], ['郑', 'zheng', 97], ['谢', 'xie', 81], ['韩', 'han', 70],
  ['唐', 'tang', 74], ['冯', 'feng', 69], ['于', 'yu', 55], ['董', 'dong', 58], ['肖', 'xiao', 61],
  ['程', 'cheng', 48], ['曹', 'cao', 67], ['袁', 'yuan', 56], ['邓', 'deng', 68], ['许', 'xu', 72],
  ['傅', 'fu', 20], ['沈', 'shen', 41], ['曾', 'zeng', 63], ['彭', 'peng', 64], ['吕', 'lv', 45],
  ['苏', 'su', 46], ['卢', 'lu', 39], ['蒋', 'jiang', 54], ['蔡', 'cai', 53], ['贾', 'jia', 30],
  ['丁', 'ding', 44], ['魏', 'wei', 46], ['薛', 'xue', 23], ['叶', 'ye', 49], ['阎', 'yan', 8],
  ['余', 'yu', 52], ['潘', 'pan', 56], ['杜', 'du', 51], ['戴', 'dai', 15], ['夏', 'xia', 29],
  ['钟', 'zhong', 36], ['汪', 'wang', 33], ['田', 'tian', 59], ['任', 'ren', 42], ['姜', 'jiang', 38],
  ['范', 'fan', 33], ['方', 'fang', 28], ['石', 'shi', 31], ['姚', 'yao', 40], ['谭', 'tan', 35],
  ['廖', 'liao', 31], ['邹', 'zou', 27], ['熊', 'xiong', 26], ['金', 'jin', 32], ['陆', 'lu', 34],
  ['郝', 'hao', 18], ['孔', 'kong', 15], ['白', 'bai', 27], ['崔', 'cui', 37], ['康', 'kang', 13],
  ['毛', 'mao', 19], ['邱', 'qiu', 25], ['秦', 'qin', 25], ['江', 'jiang', 24], ['史', 'shi', 21],
  ['顾', 'gu', 19], ['侯', 'hou', 22], ['邵', 'shao', 17], ['孟', 'meng', 26], ['龙', 'long', 21],
  ['万', 'wan', 17], ['段', 'duan', 22], ['雷', 'lei', 22], ['钱', 'qian', 17], ['汤', 'tang', 14],
  ['尹', 'yin', 24], ['黎', 'li', 20], ['易', 'yi', 13], ['常', 'chang', 14], ['武', 'wu', 16],
  ['乔', 'qiao', 12], ['贺', 'he', 20], ['赖', 'lai', 12], ['龚', 'gong', 18], ['文', 'wen', 12],
  ['付', 'fu', 28], ['闫', 'yan', 23], ['韦', 'wei', 29], ['覃', 'qin', 16], ['严', 'yan', 16],
  ['欧阳', 'ouyang', 5], ['司马', 'sima', 1], ['诸葛', 'zhuge', 1], ['上官', 'shangguan', 1],
];

/**
 * Chinese given names of people of working age (born 1965 to 2003): the classic single and double
 * names that top the national lists (伟, 芳, 秀英...) and those of the younger generation.
 */
// prettier-ignore
export const chineseGivenNames: readonly NameEntry[] = [
  ['伟', 'wei', 40], ['芳', 'fang', 36], ['娜', 'na', 32], ['秀英', 'xiuying', 18], ['敏', 'min', 30],
  ['静', 'jing', 34], ['丽', 'li', 28], ['强', 'qiang', 28], ['磊', 'lei', 30], ['军', 'jun', 24],
  ['洋', 'yang', 26], ['勇', 'yong', 22], ['艳', 'yan', 22], ['杰', 'jie', 28], ['娟', 'juan', 20],
  ['涛', 'tao', 22], ['明', 'ming', 20], ['超', 'chao', 24], ['秀兰', 'xiulan', 8], ['霞', 'xia', 16],
  ['平', 'ping', 14], ['刚', 'gang', 16], ['桂英', 'guiying', 6], ['鹏', 'peng', 20], ['斌', 'bin', 16],
  ['辉', 'hui', 18], ['宁', 'ning', 12], ['颖', 'ying', 16], ['琳', 'lin', 16], ['倩', 'qian', 16],
  ['雪', 'xue', 14], ['慧', 'hui', 16], ['莉', 'li', 12], ['晶', 'jing', 14], ['燕', 'yan', 16],
  ['玲', 'ling', 14], ['红', 'hong', 10], ['波', 'bo', 14], ['健', 'jian', 14], ['亮', 'liang', 14],
  ['飞', 'fei', 14], ['博', 'bo', 12], ['浩', 'hao', 14], ['宇', 'yu', 16], ['凯', 'kai', 12],
  ['鑫', 'xin', 14], ['帆', 'fan', 10], ['昊', 'hao', 8], ['哲', 'zhe', 10], ['睿', 'rui', 8],
  ['楠', 'nan', 12], ['悦', 'yue', 10], ['瑶', 'yao', 10], ['萌', 'meng', 8], ['璐', 'lu', 8],
  ['薇', 'wei', 8], ['蕾', 'lei', 8], ['洁', 'jie', 12], ['晨', 'chen', 10], ['阳', 'yang', 12],
  ['峰', 'feng', 12], ['坤', 'kun', 6], ['旭', 'xu', 8], ['毅', 'yi', 8], ['彬', 'bin', 8],
  ['海燕', 'haiyan', 8], ['晓东', 'xiaodong', 8], ['志强', 'zhiqiang', 10], ['建华', 'jianhua', 8],
  ['文博', 'wenbo', 6], ['俊杰', 'junjie', 10], ['子涵', 'zihan', 8], ['浩然', 'haoran', 8],
  ['雨涵', 'yuhan', 7], ['欣怡', 'xinyi', 8], ['梓轩', 'zixuan', 5], ['宇航', 'yuhang', 6],
  ['思琪', 'siqi', 7], ['佳怡', 'jiayi', 6], ['一鸣', 'yiming', 6], ['晨曦', 'chenxi', 5],
  ['婷婷', 'tingting', 10], ['丹丹', 'dandan', 6], ['晓丽', 'xiaoli', 6], ['丽娟', 'lijuan', 6],
  ['建军', 'jianjun', 7], ['国强', 'guoqiang', 6], ['海涛', 'haitao', 7], ['志刚', 'zhigang', 6],
  ['晓明', 'xiaoming', 7], ['丽华', 'lihua', 5], ['春梅', 'chunmei', 5], ['玉兰', 'yulan', 4],
  ['嘉欣', 'jiaxin', 6], ['雅婷', 'yating', 6], ['梦瑶', 'mengyao', 5], ['诗涵', 'shihan', 5],
  ['子墨', 'zimo', 4], ['天宇', 'tianyu', 6], ['家豪', 'jiahao', 5], ['文静', 'wenjing', 6],
  ['晓峰', 'xiaofeng', 5], ['振华', 'zhenhua', 5], ['立新', 'lixin', 4], ['永刚', 'yonggang', 4],
  ['雪梅', 'xuemei', 5], ['红霞', 'hongxia', 5], ['佳琪', 'jiaqi', 6], ['梓萱', 'zixuan', 4],
  ['思远', 'siyuan', 5], ['明轩', 'mingxuan', 4], ['若曦', 'ruoxi', 3], ['静怡', 'jingyi', 5],
];

/** English given names, weighted after the US Social Security popularity lists of 1965 to 2000. */
// prettier-ignore
export const englishGivenNames: readonly NameEntry[] = [
  ['James', 'james', 50], ['Mary', 'mary', 30], ['John', 'john', 48], ['Patricia', 'patricia', 22],
  ['Robert', 'robert', 46], ['Jennifer', 'jennifer', 40], ['Michael', 'michael', 60], ['Linda', 'linda', 20],
  ['William', 'william', 38], ['Elizabeth', 'elizabeth', 30], ['David', 'david', 48], ['Barbara', 'barbara', 14],
  ['Richard', 'richard', 26], ['Susan', 'susan', 18], ['Joseph', 'joseph', 30], ['Jessica', 'jessica', 36],
  ['Thomas', 'thomas', 26], ['Sarah', 'sarah', 34], ['Charles', 'charles', 20], ['Karen', 'karen', 16],
  ['Christopher', 'christopher', 42], ['Lisa', 'lisa', 22], ['Daniel', 'daniel', 40], ['Nancy', 'nancy', 10],
  ['Matthew', 'matthew', 38], ['Ashley', 'ashley', 30], ['Anthony', 'anthony', 26], ['Emily', 'emily', 28],
  ['Mark', 'mark', 22], ['Michelle', 'michelle', 24], ['Steven', 'steven', 22], ['Amanda', 'amanda', 26],
  ['Paul', 'paul', 16], ['Melissa', 'melissa', 22], ['Andrew', 'andrew', 30], ['Rachel', 'rachel', 18],
  ['Joshua', 'joshua', 30], ['Laura', 'laura', 18], ['Kevin', 'kevin', 24], ['Emma', 'emma', 14],
  ['Brian', 'brian', 22], ['Olivia', 'olivia', 12], ['Ryan', 'ryan', 24], ['Stephanie', 'stephanie', 20],
  ['Jason', 'jason', 24], ['Nicole', 'nicole', 20], ['Eric', 'eric', 18], ['Rebecca', 'rebecca', 16],
  ['Justin', 'justin', 18], ['Hannah', 'hannah', 14], ['Brandon', 'brandon', 18], ['Samantha', 'samantha', 16],
  ['Jonathan', 'jonathan', 18], ['Katherine', 'katherine', 14], ['Benjamin', 'benjamin', 16], ['Grace', 'grace', 12],
  ['Nathan', 'nathan', 14], ['Chloe', 'chloe', 10], ['Samuel', 'samuel', 12], ['Victoria', 'victoria', 12],
  ['Kelvin', 'kelvin', 6], ['Vivian', 'vivian', 8], ['Marcus', 'marcus', 8], ['Jasmine', 'jasmine', 10],
  ['Alvin', 'alvin', 6], ['Cheryl', 'cheryl', 6], ['Wilson', 'wilson', 5], ['Joanne', 'joanne', 6],
];

/** US surnames weighted by their count in the 2010 census (thousands of people). */
// prettier-ignore
export const englishSurnames: readonly NameEntry[] = [
  ['Smith', 'smith', 2443], ['Johnson', 'johnson', 1933], ['Williams', 'williams', 1625],
  ['Brown', 'brown', 1437], ['Jones', 'jones', 1425], ['Garcia', 'garcia', 1166], ['Miller', 'miller', 1161],
  ['Davis', 'davis', 1116], ['Rodriguez', 'rodriguez', 1095], ['Martinez', 'martinez', 1060],
  ['Hernandez', 'hernandez', 1043], ['Lopez', 'lopez', 875], ['Gonzalez', 'gonzalez', 841],
  ['Wilson', 'wilson', 802], ['Anderson', 'anderson', 784], ['Thomas', 'thomas', 756], ['Taylor', 'taylor', 751],
  ['Moore', 'moore', 724], ['Jackson', 'jackson', 708], ['Martin', 'martin', 703], ['Lee', 'lee', 693],
  ['Perez', 'perez', 682], ['Thompson', 'thompson', 665], ['White', 'white', 660], ['Harris', 'harris', 624],
  ['Sanchez', 'sanchez', 613], ['Clark', 'clark', 563], ['Ramirez', 'ramirez', 557], ['Lewis', 'lewis', 532],
  ['Robinson', 'robinson', 530], ['Walker', 'walker', 523], ['Young', 'young', 484], ['Allen', 'allen', 483],
  ['King', 'king', 465], ['Wright', 'wright', 459], ['Scott', 'scott', 440], ['Torres', 'torres', 438],
  ['Nguyen', 'nguyen', 438], ['Hill', 'hill', 435], ['Flores', 'flores', 434], ['Green', 'green', 430],
  ['Adams', 'adams', 428], ['Nelson', 'nelson', 425], ['Baker', 'baker', 420], ['Hall', 'hall', 407],
  ['Rivera', 'rivera', 391], ['Campbell', 'campbell', 386], ['Mitchell', 'mitchell', 384],
  ['Carter', 'carter', 377], ['Roberts', 'roberts', 377], ['Patel', 'patel', 200], ['Kim', 'kim', 180],
];

/** Singaporean surnames in their usual romanisation (Hokkien, Teochew, Cantonese) and Indian ones. */
// prettier-ignore
export const singaporeSurnames: readonly NameEntry[] = [
  ['Tan', 'tan', 110], ['Lim', 'lim', 95], ['Lee', 'lee', 70], ['Ng', 'ng', 55], ['Ong', 'ong', 40],
  ['Wong', 'wong', 40], ['Goh', 'goh', 35], ['Chua', 'chua', 30], ['Chan', 'chan', 28], ['Koh', 'koh', 28],
  ['Teo', 'teo', 25], ['Ang', 'ang', 22], ['Yeo', 'yeo', 20], ['Tay', 'tay', 18], ['Ho', 'ho', 18],
  ['Low', 'low', 16], ['Toh', 'toh', 14], ['Sim', 'sim', 14], ['Chong', 'chong', 12], ['Chia', 'chia', 12],
  ['Kumar', 'kumar', 14], ['Singh', 'singh', 10], ['Pillai', 'pillai', 6], ['Nair', 'nair', 6],
];

/** Hong Kong surnames in their Cantonese romanisation. */
// prettier-ignore
export const hongKongSurnames: readonly NameEntry[] = [
  ['Chan', 'chan', 120], ['Wong', 'wong', 110], ['Lee', 'lee', 70], ['Cheung', 'cheung', 60],
  ['Lau', 'lau', 50], ['Ng', 'ng', 45], ['Cheng', 'cheng', 40], ['Leung', 'leung', 40], ['Lam', 'lam', 38],
  ['Ho', 'ho', 35], ['Tsang', 'tsang', 20], ['Chow', 'chow', 22], ['Yip', 'yip', 14], ['Tse', 'tse', 14],
  ['Fung', 'fung', 14], ['Kwok', 'kwok', 14], ['Mak', 'mak', 12], ['Choi', 'choi', 12], ['Lo', 'lo', 14],
  ['Law', 'law', 10], ['Yeung', 'yeung', 16], ['Tang', 'tang', 18], ['Chu', 'chu', 12], ['Siu', 'siu', 8],
];

/** Japanese surnames weighted by their estimated bearers (ten thousands), with their Hepburn spelling. */
// prettier-ignore
export const japaneseSurnames: readonly NameEntry[] = [
  ['佐藤', 'sato', 187], ['鈴木', 'suzuki', 180], ['高橋', 'takahashi', 141], ['田中', 'tanaka', 134],
  ['伊藤', 'ito', 108], ['渡辺', 'watanabe', 107], ['山本', 'yamamoto', 107], ['中村', 'nakamura', 105],
  ['小林', 'kobayashi', 104], ['加藤', 'kato', 89], ['吉田', 'yoshida', 84], ['山田', 'yamada', 82],
  ['佐々木', 'sasaki', 68], ['山口', 'yamaguchi', 64], ['松本', 'matsumoto', 63], ['井上', 'inoue', 61],
  ['木村', 'kimura', 58], ['林', 'hayashi', 54], ['斎藤', 'saito', 54], ['清水', 'shimizu', 53],
  ['山崎', 'yamazaki', 49], ['森', 'mori', 47], ['池田', 'ikeda', 45], ['橋本', 'hashimoto', 45],
];

// prettier-ignore
export const japaneseGivenNames: readonly NameEntry[] = [
  ['翔太', 'shota', 10], ['大輔', 'daisuke', 10], ['健太', 'kenta', 10], ['拓也', 'takuya', 9],
  ['直樹', 'naoki', 8], ['誠', 'makoto', 8], ['浩二', 'koji', 6], ['健一', 'kenichi', 7], ['和也', 'kazuya', 7],
  ['亮', 'ryo', 7], ['陽菜', 'hina', 6], ['美咲', 'misaki', 8], ['葵', 'aoi', 6], ['結衣', 'yui', 7],
  ['さくら', 'sakura', 6], ['恵子', 'keiko', 6], ['由美', 'yumi', 7], ['裕子', 'yuko', 7], ['愛', 'ai', 6],
  ['真由美', 'mayumi', 5], ['明美', 'akemi', 5], ['直美', 'naomi', 5], ['悠斗', 'yuto', 6], ['蓮', 'ren', 5],
];

/** The names of a European country's people: given names and surnames. */
export interface EuropeanNames {
  readonly given: readonly NameEntry[];
  readonly surnames: readonly NameEntry[];
}

/** A list ordered from the commonest down, weighted by rank. */
const flat = (names: readonly string[]): NameEntry[] =>
  names.map((name, index) => [name, name.toLowerCase(), names.length - index] as const);

/** The commonest names of each European country the seed places tenants in, most common first. */
// prettier-ignore
export const europeanNames: Readonly<Record<'DE' | 'FR' | 'NL' | 'IT' | 'GB', EuropeanNames>> = {
  DE: {
    given: flat(['Lukas', 'Anna', 'Leon', 'Laura', 'Jonas', 'Julia', 'Felix', 'Lena', 'Maximilian', 'Sophie', 'Tobias', 'Katharina']),
    surnames: flat(['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Koch', 'Richter']),
  },
  FR: {
    given: flat(['Louis', 'Camille', 'Gabriel', 'Léa', 'Hugo', 'Manon', 'Lucas', 'Chloé', 'Jules', 'Inès', 'Thomas', 'Julie']),
    surnames: flat(['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent']),
  },
  NL: {
    given: flat(['Daan', 'Emma', 'Sem', 'Julia', 'Bram', 'Sanne', 'Thijs', 'Lotte', 'Jesse', 'Anouk', 'Ruben', 'Fleur']),
    surnames: flat(['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'van Dijk', 'Bakker', 'Janssen', 'Visser', 'Smit', 'Meijer']),
  },
  IT: {
    given: flat(['Francesco', 'Giulia', 'Alessandro', 'Sofia', 'Marco', 'Chiara', 'Luca', 'Federica', 'Matteo', 'Sara', 'Andrea', 'Elena']),
    surnames: flat(['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo']),
  },
  GB: {
    given: flat(['Oliver', 'Amelia', 'George', 'Olivia', 'Harry', 'Emily', 'Jack', 'Sophie', 'Charlie', 'Jessica', 'James', 'Charlotte']),
    surnames: flat(['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Robinson', 'Wright', 'Evans', 'Walker']),
  },
};
