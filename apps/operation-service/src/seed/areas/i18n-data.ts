/*
 * Fixed tables the i18n area's seed draws from: the apps' messages in the main languages, their
 * texts in the minority languages, and the labels of the printed documents.
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
