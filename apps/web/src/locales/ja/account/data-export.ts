import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { messages as english } from '../../en/account/data-export.ts'

export const messages = {
  'dataExport.title': 'データのダウンロード',
  'dataExport.personTitle': '個人データのエクスポート',
  'dataExport.subject': 'データのダウンロード',
  'dataExport.intro':
    'Reserva が保有するお客様のすべてのデータのコピーを、1 つの ZIP アーカイブで入手できます。プロフィール、予約、見積もりとそのメッセージ、ファイル、ログイン履歴、同意内容が含まれます。',
  'dataExport.how': {
    other:
      'バックグラウンドで準備し、準備ができたらメールでお知らせします。ダウンロードは、依頼したアカウントでログインしている間、{count} 日間できます。',
  },
  'dataExport.personIntro':
    'Reserva が保有するこの方のすべてのデータのコピーを、1 つの ZIP アーカイブにまとめます。プロフィール、予約、見積もりとそのメッセージ、ファイル、ログイン履歴、同意内容が含まれます。',
  'dataExport.prepare': 'ダウンロードを準備',
  'dataExport.personPrepare': 'エクスポートを準備',
  'dataExport.preparing': '準備中… 準備ができたらメールでお知らせします',
  'dataExport.ready': '準備完了：{size}、{until} までダウンロードできます。',
  'dataExport.download': 'データをダウンロード',
  'dataExport.personDownload': 'エクスポートをダウンロード',
  'dataExport.prepareNew': '新しいダウンロードを準備',
  'dataExport.failedTitle': 'ダウンロードを準備できませんでした',
  'dataExport.failedText': 'こちら側で問題が発生しました。しばらくしてからもう一度お試しください。',
  'dataExport.tryAgain': '再試行',
  'dataExport.expired': '前回のダウンロードは {when} に期限切れとなり、削除されました。',
  'dataExport.tooManyUntil':
    '本日のダウンロードの依頼回数が上限に達しました。{when} 以降にもう一度依頼できます。',
} satisfies CatalogueOf<typeof english>
