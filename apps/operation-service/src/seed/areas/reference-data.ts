/*
 * Fixed tables the reference area's seed draws from: texts and translations, banks, stations,
 * airports and the like, as the people maintaining them would find them.
 */

/** A message of the apps: key suffix, then zh-CN, en-US, ja, zh-TW and Italian texts. */
export type PhraseEntry = readonly [
  key: string,
  zhCn: string,
  enUs: string,
  ja: string,
  zhTw: string,
  it: string,
];

// prettier-ignore
export const phrases: readonly PhraseEntry[] = [
  ['button.save', '保存', 'Save', '保存', '儲存', 'Salva'],
  ['button.submit', '提交', 'Submit', '提出', '提交', 'Invia'],
  ['button.cancel', '取消', 'Cancel', 'キャンセル', '取消', 'Annulla'],
  ['button.approve', '同意', 'Approve', '承認', '同意', 'Approva'],
  ['button.reject', '驳回', 'Reject', '差戻し', '駁回', 'Rifiuta'],
  ['button.delete', '删除', 'Delete', '削除', '刪除', 'Elimina'],
  ['button.search', '搜索', 'Search', '検索', '搜尋', 'Cerca'],
  ['button.export', '导出', 'Export', 'エクスポート', '匯出', 'Esporta'],
  ['button.import', '导入', 'Import', 'インポート', '匯入', 'Importa'],
  ['button.withdraw', '撤回', 'Withdraw', '取り下げ', '撤回', 'Ritira'],
  ['expense.report.title', '报销单', 'Expense report', '経費精算書', '報銷單', 'Nota spese'],
  ['expense.report.total', '报销总额', 'Total claimed', '精算合計', '報銷總額', 'Totale richiesto'],
  ['expense.type.hotel', '住宿费', 'Accommodation', '宿泊費', '住宿費', 'Alloggio'],
  ['expense.type.meal', '餐费', 'Meals', '食事代', '餐費', 'Pasti'],
  ['expense.type.taxi', '市内交通费', 'Local transport', '市内交通費', '市內交通費', 'Trasporti locali'],
  ['expense.invoice.missing', '缺少发票', 'Invoice missing', '請求書がありません', '缺少發票', 'Fattura mancante'],
  ['travel.application.title', '出差申请', 'Travel application', '出張申請', '出差申請', 'Richiesta di trasferta'],
  ['travel.city.from', '出发城市', 'From', '出発地', '出發城市', 'Partenza'],
  ['travel.city.to', '目的城市', 'Destination', '目的地', '目的城市', 'Destinazione'],
  ['travel.standard.exceeded', '超出差旅标准', 'Over the travel standard', '出張規程超過', '超出差旅標準', 'Oltre la policy di viaggio'],
  ['loan.title', '借款单', 'Loan request', '仮払申請', '借款單', 'Richiesta di anticipo'],
  ['loan.repay', '还款', 'Repay', '返済', '還款', 'Rimborsa'],
  ['payment.status.paid', '已付款', 'Paid', '支払済み', '已付款', 'Pagato'],
  ['payment.status.paying', '支付中', 'Paying', '支払中', '支付中', 'In pagamento'],
  ['approval.pending', '待审批', 'Awaiting approval', '承認待ち', '待審批', 'In attesa di approvazione'],
  ['approval.comment', '审批意见', 'Approval comment', '承認コメント', '審批意見', "Commento d'approvazione"],
  ['budget.exceeded', '预算不足', 'Over budget', '予算超過', '預算不足', 'Budget superato'],
  ['budget.occupied', '已占用预算', 'Budget committed', '予算使用済み', '已佔用預算', 'Budget impegnato'],
  ['common.amount', '金额', 'Amount', '金額', '金額', 'Importo'],
  ['common.currency', '币种', 'Currency', '通貨', '幣種', 'Valuta'],
  ['common.department', '部门', 'Department', '部門', '部門', 'Reparto'],
  ['common.remark', '备注', 'Remark', '備考', '備註', 'Nota'],
  ['common.attachment', '附件', 'Attachment', '添付ファイル', '附件', 'Allegato'],
  ['common.noData', '暂无数据', 'No data', 'データがありません', '暫無資料', 'Nessun dato'],
  ['common.loadFailed', '加载失败', 'Loading failed', '読み込みに失敗しました', '載入失敗', 'Caricamento non riuscito'],
  ['login.forgotPassword', '忘记密码', 'Forgot password', 'パスワードを忘れた場合', '忘記密碼', 'Password dimenticata'],
  ['login.wrongPassword', '用户名或密码错误', 'Wrong username or password', 'ユーザー名またはパスワードが違います', '使用者名稱或密碼錯誤', 'Nome utente o password errati'],
  ['login.locked', '账号已锁定，请找回密码或重置', 'Account locked: use forgot password or reset', 'アカウントがロックされました', '帳號已鎖定，請找回密碼或重設', 'Account bloccato: recupera o reimposta la password'],
  ['invoice.verify.success', '发票查验通过', 'Invoice verified', '請求書を検証しました', '發票查驗通過', 'Fattura verificata'],
  ['invoice.duplicate', '发票重复报销', 'Invoice already claimed', '請求書が重複しています', '發票重複報銷', 'Fattura già rimborsata'],
];

/** Modules and the key prefix their messages carry. */
export const modulePrefixes = [
  ['WEB_APP', 'web'],
  ['MOBILE_WEB', 'h5'],
  ['CENTRAL_CONTROL', 'console'],
  ['TRAVEL_WEB', 'travel'],
  ['SERVER_MESSAGES', 'server'],
] as const;

/** Texts of the minority languages, in the order of `minorityTranslationLanguages`. */
export type MinorityEntry = readonly [key: string, zhCn: string, texts: readonly string[]];

// zh-hk, pt, vi, es, ko, id, ar, de, th, ms, ru, fr
// prettier-ignore
export const minorityPhrases: readonly MinorityEntry[] = [
  ['button.save', '保存', ['儲存', 'Salvar', 'Lưu', 'Guardar', '저장', 'Simpan', 'حفظ', 'Speichern', 'บันทึก', 'Simpan', 'Сохранить', 'Enregistrer']],
  ['button.submit', '提交', ['提交', 'Enviar', 'Gửi', 'Enviar', '제출', 'Kirim', 'إرسال', 'Absenden', 'ส่ง', 'Hantar', 'Отправить', 'Soumettre']],
  ['button.cancel', '取消', ['取消', 'Cancelar', 'Hủy', 'Cancelar', '취소', 'Batal', 'إلغاء', 'Abbrechen', 'ยกเลิก', 'Batal', 'Отмена', 'Annuler']],
  ['button.approve', '同意', ['批准', 'Aprovar', 'Phê duyệt', 'Aprobar', '승인', 'Setujui', 'موافقة', 'Genehmigen', 'อนุมัติ', 'Luluskan', 'Утвердить', 'Approuver']],
  ['button.reject', '驳回', ['駁回', 'Rejeitar', 'Từ chối', 'Rechazar', '반려', 'Tolak', 'رفض', 'Ablehnen', 'ปฏิเสธ', 'Tolak', 'Отклонить', 'Rejeter']],
  ['button.delete', '删除', ['刪除', 'Excluir', 'Xóa', 'Eliminar', '삭제', 'Hapus', 'حذف', 'Löschen', 'ลบ', 'Padam', 'Удалить', 'Supprimer']],
  ['button.search', '搜索', ['搜尋', 'Pesquisar', 'Tìm kiếm', 'Buscar', '검색', 'Cari', 'بحث', 'Suchen', 'ค้นหา', 'Cari', 'Поиск', 'Rechercher']],
  ['button.export', '导出', ['匯出', 'Exportar', 'Xuất', 'Exportar', '내보내기', 'Ekspor', 'تصدير', 'Exportieren', 'ส่งออก', 'Eksport', 'Экспорт', 'Exporter']],
  ['expense.report.title', '报销单', ['報銷單', 'Relatório de despesas', 'Báo cáo chi phí', 'Informe de gastos', '경비 보고서', 'Laporan pengeluaran', 'تقرير المصروفات', 'Spesenabrechnung', 'รายงานค่าใช้จ่าย', 'Laporan perbelanjaan', 'Авансовый отчёт', 'Note de frais']],
  ['travel.application.title', '出差申请', ['出差申請', 'Solicitação de viagem', 'Đơn công tác', 'Solicitud de viaje', '출장 신청', 'Pengajuan perjalanan', 'طلب سفر', 'Reiseantrag', 'คำขอเดินทาง', 'Permohonan perjalanan', 'Заявка на командировку', 'Demande de déplacement']],
  ['common.amount', '金额', ['金額', 'Valor', 'Số tiền', 'Importe', '금액', 'Jumlah', 'المبلغ', 'Betrag', 'จำนวนเงิน', 'Jumlah', 'Сумма', 'Montant']],
  ['approval.pending', '待审批', ['待審批', 'Aguardando aprovação', 'Chờ phê duyệt', 'Pendiente de aprobación', '승인 대기', 'Menunggu persetujuan', 'بانتظار الموافقة', 'Genehmigung ausstehend', 'รออนุมัติ', 'Menunggu kelulusan', 'Ожидает утверждения', "En attente d'approbation"]],
];

/** A printed label: key suffix, zh-CN, en-US, ja, zh-TW, Italian, and the box's character limit. */
export type PrintLabel = readonly [
  key: string,
  zhCn: string,
  enUs: string,
  ja: string,
  zhTw: string,
  it: string,
  max: number,
];

// prettier-ignore
export const printLabels: readonly PrintLabel[] = [
  ['documentNo', '单据编号', 'Document no.', '伝票番号', '單據編號', 'N. documento', 16],
  ['applicant', '申请人', 'Applicant', '申請者', '申請人', 'Richiedente', 12],
  ['department', '所属部门', 'Department', '所属部門', '所屬部門', 'Reparto', 12],
  ['company', '所属公司', 'Company', '所属会社', '所屬公司', 'Società', 16],
  ['submitDate', '提交日期', 'Submitted on', '提出日', '提交日期', 'Data di invio', 14],
  ['totalAmount', '合计金额', 'Total', '合計金額', '合計金額', 'Totale', 12],
  ['amountInWords', '金额大写', 'Amount in words', '金額（漢数字）', '金額大寫', 'Importo in lettere', 18],
  ['payee', '收款人', 'Payee', '受取人', '收款人', 'Beneficiario', 12],
  ['bankAccount', '收款账号', 'Bank account', '振込口座', '收款帳號', 'Conto bancario', 16],
  ['approvers', '审批人签字', 'Approved by', '承認者署名', '審批人簽字', 'Firme di approvazione', 16],
  ['cashier', '出纳', 'Cashier', '出納', '出納', 'Cassiere', 8],
];

/** Built-in roles: Chinese name and what it is for. */
export const roleNames: Readonly<Record<string, readonly [name: string, description: string]>> = {
  SUPER_ADMIN: ['超级管理员', '拥有全部功能并负责分配角色，不能移除角色管理及其子菜单'],
  FINANCE_ADMIN: ['财务管理员', '负责审核、付款与财务报表'],
  CUSTOMER_SERVICE: ['客服专员', '查询客户数据、处理反馈与诊断'],
  CONTENT_EDITOR: ['内容编辑', '维护公告、帮助内容、营销信息与多语言'],
  DEPLOYMENT_ENGINEER: ['部署工程师', '负责版本发布、系统运维与云环境'],
  EMPLOYEE: ['普通员工', '仅查看基础数据'],
  BOOKING_AGENT: ['差旅预订员', '为本租户员工代订机票、酒店与火车票'],
};

/** A bank: code, name, English name, short name, SWIFT, CNAPS, country, type. */
export type BankEntry = readonly [
  code: string,
  name: string,
  nameEn: string,
  shortName: string,
  swift: string,
  cnaps: string | null,
  country: string,
  type: 'POLICY' | 'STATE_OWNED' | 'JOINT_STOCK' | 'CITY_COMMERCIAL' | 'RURAL' | 'FOREIGN' | 'OVERSEAS',
  hotline: string | null,
];

// prettier-ignore
export const bankEntries: readonly BankEntry[] = [
  ['ICBC', '中国工商银行', 'Industrial and Commercial Bank of China', '工商银行', 'ICBKCNBJ', '102100099996', 'CN', 'STATE_OWNED', '95588'],
  ['CCB', '中国建设银行', 'China Construction Bank', '建设银行', 'PCBCCNBJ', '105100000017', 'CN', 'STATE_OWNED', '95533'],
  ['BOC', '中国银行', 'Bank of China', '中国银行', 'BKCHCNBJ', '104100000004', 'CN', 'STATE_OWNED', '95566'],
  ['ABC', '中国农业银行', 'Agricultural Bank of China', '农业银行', 'ABOCCNBJ', '103100000026', 'CN', 'STATE_OWNED', '95599'],
  ['BOCOM', '交通银行', 'Bank of Communications', '交通银行', 'COMMCNSH', '301290000007', 'CN', 'STATE_OWNED', '95559'],
  ['PSBC', '中国邮政储蓄银行', 'Postal Savings Bank of China', '邮储银行', 'PSBCCNBJ', '403100000004', 'CN', 'STATE_OWNED', '95580'],
  ['CMB', '招商银行', 'China Merchants Bank', '招商银行', 'CMBCCNBS', '308584000013', 'CN', 'JOINT_STOCK', '95555'],
  ['SPDB', '上海浦东发展银行', 'Shanghai Pudong Development Bank', '浦发银行', 'SPDBCNSH', '310290000013', 'CN', 'JOINT_STOCK', '95528'],
  ['CITIC', '中信银行', 'China CITIC Bank', '中信银行', 'CIBKCNBJ', '302100011000', 'CN', 'JOINT_STOCK', '95558'],
  ['CIB', '兴业银行', 'Industrial Bank', '兴业银行', 'FJIBCNBA', '309391000011', 'CN', 'JOINT_STOCK', '95561'],
  ['CMBC', '中国民生银行', 'China Minsheng Bank', '民生银行', 'MSBCCNBJ', '305100000013', 'CN', 'JOINT_STOCK', '95568'],
  ['PAB', '平安银行', 'Ping An Bank', '平安银行', 'SZDBCNBS', '307584007998', 'CN', 'JOINT_STOCK', '95511'],
  ['CEB', '中国光大银行', 'China Everbright Bank', '光大银行', 'EVERCNBJ', '303100000006', 'CN', 'JOINT_STOCK', '95595'],
  ['HXB', '华夏银行', 'Hua Xia Bank', '华夏银行', 'HXBKCNBJ', '304100040000', 'CN', 'JOINT_STOCK', '95577'],
  ['CGB', '广发银行', 'China Guangfa Bank', '广发银行', 'GDBKCN22', '306581000003', 'CN', 'JOINT_STOCK', '400-830-8003'],
  ['BOB', '北京银行', 'Bank of Beijing', '北京银行', 'BJCNCNBJ', '313100000013', 'CN', 'CITY_COMMERCIAL', '95526'],
  ['BOSC', '上海银行', 'Bank of Shanghai', '上海银行', 'BOSHCNSH', '325290000012', 'CN', 'CITY_COMMERCIAL', '95594'],
  ['HZB', '杭州银行', 'Bank of Hangzhou', '杭州银行', 'HZCBCN2H', '313331000014', 'CN', 'CITY_COMMERCIAL', '95398'],
  ['NBCB', '宁波银行', 'Bank of Ningbo', '宁波银行', 'BKNBCN2N', '313332082914', 'CN', 'CITY_COMMERCIAL', '95574'],
  ['SRCB', '上海农村商业银行', 'Shanghai Rural Commercial Bank', '上海农商银行', 'SHRCCNSH', '322290000011', 'CN', 'RURAL', '021-962999'],
  ['CDB', '国家开发银行', 'China Development Bank', '国开行', 'SDBCCNBJ', '201100000017', 'CN', 'POLICY', null],
  ['HSBC-CN', '汇丰银行（中国）', 'HSBC Bank (China)', '汇丰中国', 'HSBCCNSH', '501290000012', 'CN', 'FOREIGN', '800-820-8878'],
  ['SCB-CN', '渣打银行（中国）', 'Standard Chartered Bank (China)', '渣打中国', 'SCBLCNSX', '671290000017', 'CN', 'FOREIGN', '800-820-8088'],
  ['HSBC-HK', '香港上海汇丰银行', 'The Hongkong and Shanghai Banking Corporation', '汇丰香港', 'HSBCHKHH', null, 'HK', 'OVERSEAS', '+852 2233 3000'],
  ['BOCHK', '中国银行（香港）', 'Bank of China (Hong Kong)', '中银香港', 'BKCHHKHH', null, 'HK', 'OVERSEAS', '+852 3988 2388'],
  ['DBS', '星展银行', 'DBS Bank', '星展银行', 'DBSSSGSG', null, 'SG', 'OVERSEAS', '+65 6327 2265'],
  ['OCBC', '华侨银行', 'Oversea-Chinese Banking Corporation', '华侨银行', 'OCBCSGSG', null, 'SG', 'OVERSEAS', '+65 6363 3333'],
  ['MUFG', '三菱日联银行', 'MUFG Bank', '三菱日联', 'BOTKJPJT', null, 'JP', 'OVERSEAS', null],
  ['SMBC', '三井住友银行', 'Sumitomo Mitsui Banking Corporation', '三井住友', 'SMBCJPJT', null, 'JP', 'OVERSEAS', null],
  ['CITI', '花旗银行', 'Citibank', '花旗', 'CITIUS33', null, 'US', 'OVERSEAS', null],
  ['CHASE', '摩根大通银行', 'JPMorgan Chase Bank', '摩根大通', 'CHASUS33', null, 'US', 'OVERSEAS', null],
  ['DB', '德意志银行', 'Deutsche Bank', '德意志银行', 'DEUTDEFF', null, 'DE', 'OVERSEAS', null],
  ['BNP', '法国巴黎银行', 'BNP Paribas', '法巴', 'BNPAFRPP', null, 'FR', 'OVERSEAS', null],
];

/** A sensitive word: word, category, handling, scopes. */
export type WordEntry = readonly [
  word: string,
  category:
    'POLITICS' | 'PORNOGRAPHY' | 'VIOLENCE' | 'GAMBLING' | 'ADVERTISING' | 'ABUSE' | 'FRAUD' | 'OTHER',
  handling: 'BLOCK' | 'REVIEW' | 'REPLACE',
];

// prettier-ignore
export const sensitiveWords: readonly WordEntry[] = [
  ['刷单', 'FRAUD', 'BLOCK'], ['代开发票', 'FRAUD', 'BLOCK'], ['虚开发票', 'FRAUD', 'BLOCK'], ['假发票', 'FRAUD', 'BLOCK'],
  ['套现', 'FRAUD', 'BLOCK'], ['洗钱', 'FRAUD', 'BLOCK'], ['高额返利', 'FRAUD', 'REVIEW'], ['稳赚不赔', 'FRAUD', 'REVIEW'],
  ['传销', 'FRAUD', 'BLOCK'], ['私人贷款', 'FRAUD', 'REVIEW'], ['网贷秒批', 'FRAUD', 'BLOCK'], ['信用卡提额', 'FRAUD', 'REVIEW'],
  ['博彩', 'GAMBLING', 'BLOCK'], ['六合彩', 'GAMBLING', 'BLOCK'], ['百家乐', 'GAMBLING', 'BLOCK'], ['线上赌场', 'GAMBLING', 'BLOCK'],
  ['加微信', 'ADVERTISING', 'REVIEW'], ['兼职日结', 'ADVERTISING', 'REVIEW'], ['免费领取', 'ADVERTISING', 'REVIEW'],
  ['点击链接领奖', 'ADVERTISING', 'BLOCK'], ['代写论文', 'ADVERTISING', 'BLOCK'], ['低价机票代购', 'ADVERTISING', 'REVIEW'],
  ['垃圾', 'ABUSE', 'REPLACE'], ['废物', 'ABUSE', 'REPLACE'], ['滚蛋', 'ABUSE', 'REPLACE'], ['白痴', 'ABUSE', 'REPLACE'],
  ['砍人', 'VIOLENCE', 'BLOCK'], ['炸药配方', 'VIOLENCE', 'BLOCK'], ['约炮', 'PORNOGRAPHY', 'BLOCK'], ['色情网站', 'PORNOGRAPHY', 'BLOCK'],
  ['翻墙软件', 'POLITICS', 'REVIEW'], ['法轮', 'POLITICS', 'BLOCK'], ['身份证代办', 'OTHER', 'BLOCK'], ['手机号买卖', 'OTHER', 'BLOCK'],
];

/** A railway station: telegraph code, name, pinyin, city adCode, railway bureau, high-speed. */
export type StationEntry = readonly [
  code: string,
  name: string,
  pinyin: string,
  adCode: string,
  bureau: string,
  highSpeed: boolean,
];

// prettier-ignore
export const stations: readonly StationEntry[] = [
  ['BJP', '北京', 'beijing', '110000', '北京局', false], ['VNP', '北京南', 'beijingnan', '110000', '北京局', true],
  ['BXP', '北京西', 'beijingxi', '110000', '北京局', true], ['IFP', '北京丰台', 'beijingfengtai', '110000', '北京局', true],
  ['SHH', '上海', 'shanghai', '310000', '上海局', true], ['AOH', '上海虹桥', 'shanghaihongqiao', '310000', '上海局', true],
  ['SNH', '上海南', 'shanghainan', '310000', '上海局', false], ['IZQ', '广州南', 'guangzhounan', '440100', '广州局', true],
  ['GZQ', '广州', 'guangzhou', '440100', '广州局', false], ['IOQ', '深圳北', 'shenzhenbei', '440300', '广州局', true],
  ['SZQ', '深圳', 'shenzhen', '440300', '广州局', false], ['HGH', '杭州东', 'hangzhoudong', '330100', '上海局', true],
  ['HZH', '杭州', 'hangzhou', '330100', '上海局', true], ['NKH', '南京南', 'nanjingnan', '320100', '上海局', true],
  ['NJH', '南京', 'nanjing', '320100', '上海局', true], ['WHN', '武汉', 'wuhan', '420100', '武汉局', true],
  ['HKN', '汉口', 'hankou', '420100', '武汉局', true], ['ICW', '成都东', 'chengdudong', '510100', '成都局', true],
  ['CUW', '重庆北', 'chongqingbei', '500000', '成都局', true], ['EAY', '西安北', 'xianbei', '610100', '西安局', true],
  ['ZAF', '郑州东', 'zhengzhoudong', '410100', '郑州局', true], ['CWQ', '长沙南', 'changshanan', '430100', '广州局', true],
  ['TJP', '天津', 'tianjin', '120000', '北京局', true], ['TXP', '天津西', 'tianjinxi', '120000', '北京局', true],
  ['SZH', '苏州', 'suzhou', '320500', '上海局', true], ['OHH', '苏州北', 'suzhoubei', '320500', '上海局', true],
  ['WXH', '无锡', 'wuxi', '320200', '上海局', true], ['KNH', '昆山南', 'kunshannan', '320583', '上海局', true],
  ['NGH', '宁波', 'ningbo', '330200', '上海局', true], ['ENH', '合肥南', 'hefeinan', '340100', '上海局', true],
  ['JGK', '济南西', 'jinanxi', '370100', '济南局', true], ['QDK', '青岛', 'qingdao', '370200', '济南局', true],
  ['QHK', '青岛北', 'qingdaobei', '370200', '济南局', true], ['XKS', '厦门北', 'xiamenbei', '350200', '南昌局', true],
  ['FYS', '福州南', 'fuzhounan', '350100', '南昌局', true], ['NXG', '南昌西', 'nanchangxi', '360100', '南昌局', true],
  ['SBT', '沈阳北', 'shenyangbei', '210100', '沈阳局', true], ['DFT', '大连北', 'dalianbei', '210200', '沈阳局', true],
  ['VAB', '哈尔滨西', 'haerbinxi', '230100', '哈尔滨局', true], ['CCT', '长春', 'changchun', '220100', '沈阳局', true],
  ['SJP', '石家庄', 'shijiazhuang', '130100', '北京局', true], ['TNV', '太原南', 'taiyuannan', '140100', '太原局', true],
  ['KOM', '昆明南', 'kunmingnan', '530100', '昆明局', true], ['KQW', '贵阳北', 'guiyangbei', '520100', '成都局', true],
  ['NFZ', '南宁东', 'nanningdong', '450100', '南宁局', true], ['LAJ', '兰州西', 'lanzhouxi', '620100', '兰州局', true],
  ['WAR', '乌鲁木齐', 'wulumuqi', '650100', '乌鲁木齐局', false], ['LSO', '拉萨', 'lasa', '540100', '青藏公司', false],
  ['HMQ', '海口东', 'haikoudong', '460100', '广州局', true], ['SEQ', '三亚', 'sanya', '460200', '广州局', true],
  ['ZHQ', '珠海', 'zhuhai', '440400', '广州局', true], ['RTQ', '东莞', 'dongguan', '441900', '广州局', false],
  ['FOQ', '佛山西', 'foshanxi', '440600', '广州局', true], ['JXH', '嘉兴南', 'jiaxingnan', '330400', '上海局', true],
  ['YWH', '义乌', 'yiwu', '330782', '上海局', true], ['SOH', '绍兴北', 'shaoxingbei', '330600', '上海局', true],
];

/** A city served by a station elsewhere: the city's adCode, the station code, distance in km, minutes. */
// prettier-ignore
export const nearStations: readonly (readonly [adCode: string, station: string, km: number, minutes: number])[] = [
  ['320583', 'AOH', 45, 60], ['320583', 'OHH', 30, 40], ['131000', 'VNP', 55, 70], ['131000', 'TJP', 70, 80],
  ['440600', 'IZQ', 25, 35], ['441900', 'IOQ', 60, 70], ['441900', 'IZQ', 55, 65], ['330400', 'HGH', 85, 70],
  ['330400', 'AOH', 95, 80], ['330600', 'HGH', 60, 50], ['330782', 'HGH', 130, 90], ['320582', 'OHH', 60, 60],
  ['320281', 'WXH', 40, 45], ['442000', 'IZQ', 75, 80], ['440700', 'IZQ', 80, 85], ['350582', 'XKS', 95, 90],
  ['130600', 'VNP', 150, 100], ['610400', 'EAY', 25, 35], ['330500', 'HGH', 75, 60], ['320600', 'AOH', 110, 100],
];

/** An airport: IATA, ICAO, name, English name, city code, city name, country, terminals, international. */
export type AirportEntry = readonly [
  iata: string,
  icao: string,
  name: string,
  nameEn: string,
  city: string,
  cityName: string,
  country: string,
  terminals: readonly string[],
  international: boolean,
  timeZone: string,
];

const CN = 'Asia/Shanghai';
// prettier-ignore
export const airportEntries: readonly AirportEntry[] = [
  ['PEK', 'ZBAA', '北京首都国际机场', 'Beijing Capital International Airport', '110000', '北京', 'CN', ['T2', 'T3'], true, CN],
  ['PKX', 'ZBAD', '北京大兴国际机场', 'Beijing Daxing International Airport', '110000', '北京', 'CN', [], true, CN],
  ['PVG', 'ZSPD', '上海浦东国际机场', 'Shanghai Pudong International Airport', '310000', '上海', 'CN', ['T1', 'T2'], true, CN],
  ['SHA', 'ZSSS', '上海虹桥国际机场', 'Shanghai Hongqiao International Airport', '310000', '上海', 'CN', ['T1', 'T2'], true, CN],
  ['CAN', 'ZGGG', '广州白云国际机场', 'Guangzhou Baiyun International Airport', '440100', '广州', 'CN', ['T1', 'T2', 'T3'], true, CN],
  ['SZX', 'ZGSZ', '深圳宝安国际机场', "Shenzhen Bao'an International Airport", '440300', '深圳', 'CN', ['T3'], true, CN],
  ['CTU', 'ZUUU', '成都双流国际机场', 'Chengdu Shuangliu International Airport', '510100', '成都', 'CN', ['T1', 'T2'], true, CN],
  ['TFU', 'ZUTF', '成都天府国际机场', 'Chengdu Tianfu International Airport', '510100', '成都', 'CN', ['T1', 'T2'], true, CN],
  ['CKG', 'ZUCK', '重庆江北国际机场', 'Chongqing Jiangbei International Airport', '500000', '重庆', 'CN', ['T2', 'T3'], true, CN],
  ['HGH', 'ZSHC', '杭州萧山国际机场', 'Hangzhou Xiaoshan International Airport', '330100', '杭州', 'CN', ['T1', 'T3', 'T4'], true, CN],
  ['NKG', 'ZSNJ', '南京禄口国际机场', 'Nanjing Lukou International Airport', '320100', '南京', 'CN', ['T1', 'T2'], true, CN],
  ['XIY', 'ZLXY', '西安咸阳国际机场', "Xi'an Xianyang International Airport", '610100', '西安', 'CN', ['T2', 'T3', 'T5'], true, CN],
  ['WUH', 'ZHHH', '武汉天河国际机场', 'Wuhan Tianhe International Airport', '420100', '武汉', 'CN', ['T3'], true, CN],
  ['CSX', 'ZGHA', '长沙黄花国际机场', 'Changsha Huanghua International Airport', '430100', '长沙', 'CN', ['T2'], true, CN],
  ['KMG', 'ZPPP', '昆明长水国际机场', 'Kunming Changshui International Airport', '530100', '昆明', 'CN', [], true, CN],
  ['XMN', 'ZSAM', '厦门高崎国际机场', 'Xiamen Gaoqi International Airport', '350200', '厦门', 'CN', ['T3', 'T4'], true, CN],
  ['TAO', 'ZSQD', '青岛胶东国际机场', 'Qingdao Jiaodong International Airport', '370200', '青岛', 'CN', [], true, CN],
  ['TSN', 'ZBTJ', '天津滨海国际机场', 'Tianjin Binhai International Airport', '120000', '天津', 'CN', ['T1', 'T2'], true, CN],
  ['CGO', 'ZHCC', '郑州新郑国际机场', 'Zhengzhou Xinzheng International Airport', '410100', '郑州', 'CN', ['T1', 'T2'], true, CN],
  ['SHE', 'ZYTX', '沈阳桃仙国际机场', 'Shenyang Taoxian International Airport', '210100', '沈阳', 'CN', ['T3'], true, CN],
  ['DLC', 'ZYTL', '大连周水子国际机场', 'Dalian Zhoushuizi International Airport', '210200', '大连', 'CN', [], true, CN],
  ['HRB', 'ZYHB', '哈尔滨太平国际机场', 'Harbin Taiping International Airport', '230100', '哈尔滨', 'CN', ['T2'], true, CN],
  ['URC', 'ZWWW', '乌鲁木齐地窝堡国际机场', 'Urumqi Diwopu International Airport', '650100', '乌鲁木齐', 'CN', ['T2', 'T3'], true, CN],
  ['HAK', 'ZJHK', '海口美兰国际机场', 'Haikou Meilan International Airport', '460100', '海口', 'CN', ['T1', 'T2'], true, CN],
  ['SYX', 'ZJSY', '三亚凤凰国际机场', 'Sanya Phoenix International Airport', '460200', '三亚', 'CN', ['T1', 'T2'], true, CN],
  ['FOC', 'ZSFZ', '福州长乐国际机场', 'Fuzhou Changle International Airport', '350100', '福州', 'CN', [], true, CN],
  ['TNA', 'ZSJN', '济南遥墙国际机场', 'Jinan Yaoqiang International Airport', '370100', '济南', 'CN', [], true, CN],
  ['HFE', 'ZSOF', '合肥新桥国际机场', 'Hefei Xinqiao International Airport', '340100', '合肥', 'CN', [], true, CN],
  ['NNG', 'ZGNN', '南宁吴圩国际机场', 'Nanning Wuxu International Airport', '450100', '南宁', 'CN', [], true, CN],
  ['KWE', 'ZUGY', '贵阳龙洞堡国际机场', 'Guiyang Longdongbao International Airport', '520100', '贵阳', 'CN', ['T2', 'T3'], true, CN],
  ['LHW', 'ZLLL', '兰州中川国际机场', 'Lanzhou Zhongchuan International Airport', '620100', '兰州', 'CN', ['T2', 'T3'], true, CN],
  ['NGB', 'ZSNB', '宁波栎社国际机场', 'Ningbo Lishe International Airport', '330200', '宁波', 'CN', ['T1', 'T2'], true, CN],
  ['WNZ', 'ZSWZ', '温州龙湾国际机场', 'Wenzhou Longwan International Airport', '330300', '温州', 'CN', ['T1', 'T2'], true, CN],
  ['WUX', 'ZSWX', '苏南硕放国际机场', 'Sunan Shuofang International Airport', '320200', '无锡', 'CN', [], true, CN],
  ['YIW', 'ZSYW', '义乌机场', 'Yiwu Airport', '330782', '义乌', 'CN', [], false, CN],
  ['HKG', 'VHHH', '香港国际机场', 'Hong Kong International Airport', '810000', '香港', 'HK', ['T1'], true, 'Asia/Hong_Kong'],
  ['MFM', 'VMMC', '澳门国际机场', 'Macau International Airport', '820000', '澳门', 'MO', [], true, 'Asia/Macau'],
  ['NRT', 'RJAA', '东京成田国际机场', 'Narita International Airport', 'JPTYO', '东京', 'JP', ['T1', 'T2', 'T3'], true, 'Asia/Tokyo'],
  ['HND', 'RJTT', '东京羽田机场', 'Tokyo Haneda Airport', 'JPTYO', '东京', 'JP', ['T1', 'T2', 'T3'], true, 'Asia/Tokyo'],
  ['KIX', 'RJBB', '大阪关西国际机场', 'Kansai International Airport', 'JPOSA', '大阪', 'JP', ['T1', 'T2'], true, 'Asia/Tokyo'],
  ['ICN', 'RKSI', '首尔仁川国际机场', 'Incheon International Airport', 'KRSEL', '首尔', 'KR', ['T1', 'T2'], true, 'Asia/Seoul'],
  ['SIN', 'WSSS', '新加坡樟宜机场', 'Singapore Changi Airport', 'SGSIN', '新加坡', 'SG', ['T1', 'T2', 'T3', 'T4'], true, 'Asia/Singapore'],
  ['BKK', 'VTBS', '曼谷素万那普机场', 'Suvarnabhumi Airport', 'THBKK', '曼谷', 'TH', [], true, 'Asia/Bangkok'],
  ['KUL', 'WMKK', '吉隆坡国际机场', 'Kuala Lumpur International Airport', 'MYKUL', '吉隆坡', 'MY', ['KLIA1', 'KLIA2'], true, 'Asia/Kuala_Lumpur'],
  ['DXB', 'OMDB', '迪拜国际机场', 'Dubai International Airport', 'AEDXB', '迪拜', 'AE', ['T1', 'T2', 'T3'], true, 'Asia/Dubai'],
  ['LHR', 'EGLL', '伦敦希思罗机场', 'London Heathrow Airport', 'GBLON', '伦敦', 'GB', ['T2', 'T3', 'T4', 'T5'], true, 'Europe/London'],
  ['CDG', 'LFPG', '巴黎戴高乐机场', 'Paris Charles de Gaulle Airport', 'FRPAR', '巴黎', 'FR', ['T1', 'T2', 'T3'], true, 'Europe/Paris'],
  ['FRA', 'EDDF', '法兰克福机场', 'Frankfurt Airport', 'DEFRA', '法兰克福', 'DE', ['T1', 'T2'], true, 'Europe/Berlin'],
  ['JFK', 'KJFK', '纽约肯尼迪国际机场', 'John F. Kennedy International Airport', 'USNYC', '纽约', 'US', ['T1', 'T4', 'T5', 'T7', 'T8'], true, 'America/New_York'],
  ['LAX', 'KLAX', '洛杉矶国际机场', 'Los Angeles International Airport', 'USLAX', '洛杉矶', 'US', ['TB'], true, 'America/Los_Angeles'],
  ['SFO', 'KSFO', '旧金山国际机场', 'San Francisco International Airport', 'USSFO', '旧金山', 'US', ['T1', 'T2', 'T3', 'I'], true, 'America/Los_Angeles'],
  ['SYD', 'YSSY', '悉尼金斯福德·史密斯机场', 'Sydney Kingsford Smith Airport', 'AUSYD', '悉尼', 'AU', ['T1', 'T2', 'T3'], true, 'Australia/Sydney'],
];

/** A city with an airport elsewhere: city adCode, IATA code, km, minutes. */
// prettier-ignore
export const nearAirports: readonly (readonly [adCode: string, iata: string, km: number, minutes: number])[] = [
  ['320583', 'SHA', 50, 60], ['320583', 'PVG', 95, 100], ['320500', 'SHA', 85, 80], ['320500', 'WUX', 35, 40],
  ['131000', 'PKX', 45, 50], ['131000', 'PEK', 75, 80], ['440600', 'CAN', 40, 50], ['441900', 'SZX', 45, 50],
  ['441900', 'CAN', 75, 80], ['330400', 'HGH', 90, 80], ['330400', 'SHA', 100, 90], ['330600', 'HGH', 30, 35],
  ['442000', 'CAN', 90, 90], ['440700', 'CAN', 100, 95], ['320582', 'WUX', 45, 50], ['610400', 'XIY', 15, 25],
  ['130600', 'PKX', 120, 100], ['330500', 'HGH', 90, 80], ['120000', 'PEK', 130, 110], ['350582', 'XMN', 90, 80],
];

/** Booking classes: letter, cabin, name, percent of the full economy fare. */
// prettier-ignore
export const cabins: readonly (readonly [code: string, cabin: 'FIRST' | 'BUSINESS' | 'PREMIUM_ECONOMY' | 'ECONOMY', name: string, percent: number])[] = [
  ['F', 'FIRST', '头等舱全价', 250], ['A', 'FIRST', '头等舱折扣', 200], ['C', 'BUSINESS', '公务舱全价', 180],
  ['D', 'BUSINESS', '公务舱折扣', 150], ['W', 'PREMIUM_ECONOMY', '超级经济舱', 120], ['Y', 'ECONOMY', '经济舱全价', 100],
  ['B', 'ECONOMY', '经济舱 9 折', 90], ['M', 'ECONOMY', '经济舱 8.5 折', 85], ['H', 'ECONOMY', '经济舱 8 折', 80],
  ['K', 'ECONOMY', '经济舱 7.5 折', 75], ['L', 'ECONOMY', '经济舱 7 折', 70], ['Q', 'ECONOMY', '经济舱 6 折', 60],
];

/** Hot keywords: the city's adCode, the service and the keyword. */
// prettier-ignore
export const hotKeywords: readonly (readonly [adCode: string, service: 'FLIGHT' | 'HOTEL' | 'TRAIN' | 'CAR', keyword: string])[] = [
  ['310000', 'HOTEL', '陆家嘴'], ['310000', 'HOTEL', '国家会展中心'], ['310000', 'HOTEL', '外滩'], ['310000', 'HOTEL', '张江'],
  ['310000', 'HOTEL', '虹桥枢纽'], ['310000', 'CAR', '虹桥机场T2'], ['310000', 'CAR', '浦东机场T1'], ['310000', 'TRAIN', '上海虹桥'],
  ['110000', 'HOTEL', '国贸'], ['110000', 'HOTEL', '中关村'], ['110000', 'HOTEL', '望京'], ['110000', 'HOTEL', '金融街'],
  ['110000', 'CAR', '首都机场T3'], ['110000', 'CAR', '大兴机场'], ['110000', 'TRAIN', '北京南'], ['440300', 'HOTEL', '科技园'],
  ['440300', 'HOTEL', '福田CBD'], ['440300', 'HOTEL', '会展中心'], ['440300', 'CAR', '宝安机场'], ['440300', 'TRAIN', '深圳北'],
  ['440100', 'HOTEL', '珠江新城'], ['440100', 'HOTEL', '琶洲会展'], ['440100', 'CAR', '白云机场'], ['330100', 'HOTEL', '钱江新城'],
  ['330100', 'HOTEL', '未来科技城'], ['330100', 'HOTEL', '西湖'], ['330100', 'TRAIN', '杭州东'], ['510100', 'HOTEL', '天府软件园'],
  ['510100', 'HOTEL', '春熙路'], ['510100', 'CAR', '天府机场'], ['320100', 'HOTEL', '新街口'], ['420100', 'HOTEL', '光谷'],
];
