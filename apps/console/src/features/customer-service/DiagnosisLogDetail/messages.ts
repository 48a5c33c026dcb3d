import { useCallback } from 'react';
import type { Title } from '../../../catalogue/types';
import { useShellLocale } from '../../../i18n';
import { t } from '../../../resources/kit';
import { fillText } from '../../shared/localText';

/** The texts of the diagnosis log page. */
export const diagnosisLogDetailMessages = {
  'diagnosisLog.title': t('诊断日志', 'Diagnosis log', '診断ログ'),
  'diagnosisLog.spanId': t('Span ID：{spanId}', 'Span ID: {spanId}', 'スパンID：{spanId}'),
  'diagnosisLog.back': t('返回列表', 'Back to the list', '一覧へ戻る'),
  'diagnosisLog.copySpanId': t('复制 Span ID', 'Copy the span ID', 'スパンIDをコピー'),
  'diagnosisLog.copy': t('复制', 'Copy', 'コピー'),
  'diagnosisLog.copyNamed': t('复制{name}', 'Copy the {name}', '{name}をコピー'),
  'diagnosisLog.copied': t('已复制', 'Copied.', 'コピーしました。'),
  'diagnosisLog.copyFailed': t(
    '无法复制，请手动选择文本',
    'Could not copy: select the text by hand.',
    'コピーできませんでした。手動で選択してください。',
  ),
  'diagnosisLog.newRequest': t('新建诊断申请', 'New diagnosis request', '診断依頼を作成'),
  'diagnosisLog.notFoundTitle': t(
    '没有 Span ID 为 {spanId} 的诊断日志',
    'No diagnosis log has the span ID {spanId}.',
    'スパンID {spanId} の診断ログはありません。',
  ),
  'diagnosisLog.notFoundDescription': t(
    '日志可能尚未采集或已过保留期。可在诊断日志列表中按此 Span ID 搜索，或提交诊断申请。',
    'The log may not be collected yet, or it is past its retention. Search the diagnosis logs for it, or file a diagnosis request.',
    'ログがまだ収集されていないか、保存期間を過ぎている可能性があります。診断ログ一覧で検索するか、診断依頼を作成してください。',
  ),
  'diagnosisLog.invalidSpanId': t(
    '“{spanId}”不是有效的 Span ID（应为 16 位十六进制字符）',
    '“{spanId}” is not a span ID (16 hexadecimal digits).',
    '「{spanId}」はスパンIDではありません（16 桁の16進数）。',
  ),
  'diagnosisLog.searchList': t('在诊断日志中搜索', 'Search the diagnosis logs', '診断ログで検索'),
  'diagnosisLog.summary': t('概要', 'Summary', '概要'),
  'diagnosisLog.request': t('请求', 'Request', 'リクエスト'),
  'diagnosisLog.traceSpans': t(
    '查看该 Trace 的其他 Span',
    'Other spans of this trace',
    'このトレースの他のスパン',
  ),
  'diagnosisLog.timings': t('耗时', 'Timings', '所要時間'),
  'diagnosisLog.total': t('总耗时：{ms} 毫秒', 'Total: {ms} ms', '合計：{ms} ms'),
  'diagnosisLog.segment.database': t('数据库', 'Database', 'データベース'),
  'diagnosisLog.segment.upstream': t('下游调用', 'Upstream calls', '外部呼び出し'),
  'diagnosisLog.segment.rest': t('其他', 'The rest', 'その他'),
  'diagnosisLog.segmentValue': t('{ms} 毫秒（{percent}）', '{ms} ms ({percent})', '{ms} ms（{percent}）'),
  'diagnosisLog.error': t('错误', 'Error', 'エラー'),
  'diagnosisLog.noError': t(
    '该请求没有错误',
    'The request had no error.',
    'このリクエストにエラーはありません。',
  ),
  'diagnosisLog.requestBody': t('请求报文', 'Request body', 'リクエスト本文'),
  'diagnosisLog.responseBody': t('响应报文', 'Response body', 'レスポンス本文'),
  'diagnosisLog.stackTrace': t('异常堆栈', 'Stack trace', 'スタックトレース'),
  'diagnosisLog.empty': t('无', 'None', 'なし'),
  'diagnosisLog.requestTitle': t(
    '{method} {path} 的问题',
    'Problem with {method} {path}',
    '{method} {path} の問題',
  ),
} as const satisfies Record<string, Title>;

export type DiagnosisLogDetailMessageId = keyof typeof diagnosisLogDetailMessages;

/** The page's texts in the interface language, with `{name}` values filled in. */
export function useDiagnosisLogText() {
  const locale = useShellLocale();
  return useCallback(
    (id: DiagnosisLogDetailMessageId, values: Readonly<Record<string, string | number>> = {}) =>
      fillText(diagnosisLogDetailMessages[id][locale], values),
    [locale],
  );
}
