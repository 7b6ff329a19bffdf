import type { CatalogueOf } from '@reserva/shared/translator'
import type { MailMessages } from '../en/mail.ts'

export const messages = {
  'mail.hello': 'お客様',
  'mail.helloName': '{name} 様',
  'mail.theirReason': '理由：{reason}',
  'mail.span': '{date} {start}〜{end}（{zone}）',
  'mail.dayAtTime': '{date} {time}',
  'mail.reference': '番号：{reference}',
  'mail.customer': 'お客様：{name}',
  'mail.action': '{label}：{url}',

  'verify.subject': '{business} のメールアドレスの確認',
  'verify.body':
    'このメールアドレスがご自身のものであることを確認してください。リンクの有効期限は1時間です。',
  'verify.button': 'メールアドレスを確認する',
  'reset.subject': '{business} のパスワードの再設定',
  'reset.body':
    'パスワードの再設定が依頼されました（ご本人による依頼であれば問題ありません）。リンクの有効期限は1時間です。',
  'reset.notYou':
    'お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
  'reset.button': '新しいパスワードを設定する',
  'finish.subject': '{business} のアカウントのパスワードを設定してください',
  'finish.body':
    '{business} でパスワードなしでご予約いただいています。パスワードを設定すると、サインインするたびにご予約を確認できます。リンクの有効期限は1時間です。',
  'finish.notYou': 'お心当たりがない場合は、このメールを無視してください。',
  'finish.button': 'パスワードを設定する',
  'code.subject': '{business} の確認コード：{code}',
  'code.signIn': 'サインイン用のコードは {code} です。',
  'code.emailVerification': 'メールアドレス確認用のコードは {code} です。',
  'code.forgetPassword': 'パスワード再設定用のコードは {code} です。',
  'code.changeEmail': 'メールアドレス変更用のコードは {code} です。',
  'code.expiry': 'コードの有効期限は5分間です。絶対に他の人に教えないでください。',
  'failedSignIns.subject': '{business} のアカウントへのサインイン失敗',
  'failedSignIns.body': {
    other: '{business} のアカウントに、誤ったパスワードで{count}回サインインが試みられました。',
  },
  'failedSignIns.ifYou':
    'ご本人の場合は、しばらく待ってからもう一度お試しいただくか、パスワードを再設定してください。',
  'failedSignIns.ifNotYou':
    'お心当たりがない場合でも、パスワードが漏れていなければアカウントは安全です。念のためパスワードを変更することもできます。',
  'signUpAttempt.subject': 'お客様のメールアドレスで {business} への登録が試みられました',
  'signUpAttempt.body':
    'このメールアドレスで {business} のアカウントを作成しようとした方がいます。このアドレスのアカウントはすでに存在します。',
  'signUpAttempt.ifYou':
    'ご本人の場合はサインインしてください。パスワードをお忘れの場合は再設定してください。',
  'signUpAttempt.ifNotYou': 'お心当たりがない場合は、何もする必要はありません。',
  'emailChange.subject': '{business} の新しいメールアドレスを確認してください',
  'emailChange.body':
    '{business} のアカウントでこのアドレスを使うよう依頼がありました。リンクを開くまで何も変わりません。リンクは 1 時間、1 回だけ使えます。',
  'emailChange.notYou': 'お心当たりがない場合は、このメールを無視してください。',
  'emailChange.button': 'このアドレスを使う',
  'emailChangeTaken.subject':
    '{business} のアカウントをあなたのアドレスに変更しようとした人がいます',
  'emailChangeTaken.body':
    '{business} のアカウントでこのアドレスを使うよう依頼がありましたが、このアドレスは既に別のアカウントで使われているため、何も変更されていません。',
  'emailChangeTaken.ifNotYou': 'お心当たりがない場合は、何もする必要はありません。',
  'emailChanged.subject': '{business} のアカウントのメールアドレスが変更されました',
  'emailChanged.body':
    '{business} のアカウントは現在 {domain} のアドレスを使っています。このアドレスではサインインできず、アカウントのメールも届かなくなりました。',
  'emailChanged.signedOut':
    '変更を行った端末を除き、アカウントにサインインしていたすべての端末がサインアウトされました。',
  'emailChanged.ifNotYou':
    'お心当たりがない場合は、すぐに {business} にご連絡ください。アドレスを元に戻せます。',
  'emailChanged.ifNotYouContact':
    'お心当たりがない場合は、すぐに {business}（{contact}）にご連絡ください。アドレスを元に戻せます。',

  'sms.confirm':
    '{business} の電話番号確認コードは {code} です。有効期限は5分間です。他の人に教えないでください。',
  'sms.reset':
    '{business} のパスワード再設定コードは {code} です。有効期限は5分間です。他の人に教えないでください。',

  'operator.approved.subject': '{business} のスタッフになりました',
  'operator.approved.body':
    '管理者がリクエストを承認しました。{business} の予約と見積もりを管理できるようになりました。',
  'operator.approved.workspace': 'ワークスペース：{url}',
  'operator.declined.subject': '{business} のスタッフ申請について',
  'operator.declined.body':
    '{business} の予約を管理するためのリクエストは、管理者により却下されました。アカウントは引き続きお客様用アカウントです。',

  'booking.what': '内容：{service}（担当：{resource}）',
  'booking.whatSeats': '内容：{service} × {seats}（担当：{resource}）',
  'booking.when': '日時：{when}',
  'booking.where': '場所：{address}',
  'booking.reason': '理由：{reason}',
  'booking.seeOrChange': '確認・変更はこちら：{url}',
  'booking.manage': 'サインインせずに変更・キャンセルする場合はこちら：{url}',
  'booking.dashboard': 'ワークスペースを開く：{url}',
  'booking.confirmed.subject': '予約完了：{service} — {reference}',
  'booking.confirmed.body':
    'ご予約が確定しました。予約ページからカレンダーファイルをダウンロードできます。',
  'booking.requested.subject': 'リクエスト受付：{service} — {reference}',
  'booking.requested.body': 'リクエストを受け付けました。まもなく確定のご連絡をいたします。',
  'booking.changed.subject': '変更：{service} — {reference}',
  'booking.changed.body': 'ご予約が変更されました。新しい内容は以下のとおりです。',
  'booking.changed.moved': '担当が {previous} から {resource} に変わりました。',
  'booking.cancelled.subject': 'キャンセル：{service} — {reference}',
  'booking.cancelled.body': 'ご予約はキャンセルされました。',
  'booking.declined.subject': 'お受けできません：{service} — {reference}',
  'booking.declined.body':
    '申し訳ございませんが、このご予約はお受けできません。別の日時をお選びください。',
  'booking.link.subject': 'リンクの再送：{service} — {reference}',
  'booking.link.body':
    'ご予約を変更・キャンセルするための新しいリンクをお送りします。以前にお送りしたリンクは使えなくなりました。',
  'booking.reminder.subject': 'リマインダー：{service} — {when}',
  'booking.reminder.body': 'ご予約のリマインダーです。',
  'booking.toConfirm.subject': '要確認：{customer} 様の {service} — {reference}',
  'booking.toConfirm.body':
    '{customer} 様から予約のリクエストがありました。確認をお待ちしています。',
  'booking.cancelledBy.subject': '{customer} 様がキャンセル：{service} — {reference}',
  'booking.cancelledBy.body': '{customer} 様がこの予約をキャンセルしました。枠は再び空いています。',

  'guest.code.subject': '{business} の予約確認コード：{code}',
  'guest.code.enter': '{when} の {service} を予約するには、次のコードを入力してください：{code}',
  'guest.code.press':
    'または下のボタンを押してください。コードの有効期限は{works}です。ご希望の枠は{held}のあいだ確保しています。',
  'guest.code.notYou':
    'お心当たりがない場合は、このメールを無視してください。コードがなければ予約は行われません。',
  'guest.code.button': '予約を確定する',
  'guest.quoteCode.subject': '{business} への見積依頼の確認コード：{code}',
  'guest.quoteCode.enter':
    '{business} へ見積依頼を送信するには、次のコードを入力してください：{code}',
  'guest.quoteCode.press': 'または下のボタンを押してください。コードの有効期間は {works} です。',
  'guest.quoteCode.notYou':
    'お心当たりがない場合は、このメールを無視してください。コードがなければ何も送信されません。',
  'guest.quoteCode.button': '依頼を送信する',
  'quote.received.subject': '見積依頼 {reference} を受け付けました',
  'quote.received.body':
    'ありがとうございます。ご依頼「{title}」を受け付けました。まもなくご返信します。',
  'quote.received.bodyUntitled':
    'ありがとうございます。ご依頼 {reference} を受け付けました。まもなくご返信します。',
  'quote.link.subject': '見積 {reference} への新しいリンク',
  'quote.link.body':
    '見積 {reference} への新しいリンクをお送りします。以前のリンクは使えなくなりました。',
  'quote.received.keep':
    'このメールは保管してください。リンクからサインインせずに見積、提示内容、メッセージを確認できます。',
  'guest.address.subject': '予約 {reference} のメールアドレスの確認',
  'guest.address.body': '{business} はご予約 {reference}（{when} の {service}）を承りました。',
  'guest.address.confirm':
    'このメールアドレスがご自身のものであることを確認してください。お心当たりがない場合は、予約のメールにあるリンクからキャンセルできます。',

  'quote.open': '開く：{url}',
  'quote.offered.subject': 'お見積もり {reference}：{price}',
  'quote.offered.body':
    '「{title}」は {price} でお引き受けできます。このお見積もりの有効期限は {validUntil} です。',
  'quote.offered.bodyUntitled':
    'ご依頼 {reference} は {price} でお引き受けできます。このお見積もりの有効期限は {validUntil} です。',
  'quote.offered.proposed': 'ご提案する日時：{time}',
  'quote.offered.chooseTime': 'ご承諾の際に日時をお選びください。',
  'quote.rejected.subject': 'お見積もりのご依頼 {reference}',
  'quote.rejected.body': '申し訳ございませんが、「{title}」はお引き受けできません。',
  'quote.rejected.bodyUntitled':
    '申し訳ございませんが、ご依頼 {reference} はお引き受けできません。',
  'quote.expired.subject': 'お見積もり {reference} の有効期限が切れました',
  'quote.expired.body':
    '「{title}」のお見積もりの有効期限が切れました。いつでも改めてご依頼ください。',
  'quote.expired.bodyUntitled':
    'ご依頼 {reference} のお見積もりの有効期限が切れました。いつでも改めてご依頼ください。',
  'quote.message.subject': '{reference} に新しいメッセージがあります',
  'quote.message.body': '「{title}」に新しいメッセージがあります：',
  'quote.message.bodyUntitled': 'ご依頼 {reference} に新しいメッセージがあります：',
  'quote.requested.subject': '新しい見積もり依頼 {reference}：{title}',
  'quote.requested.body': '{customer} 様から見積もりの依頼がありました：「{title}」',
  'quote.requested.service': 'サービス：{service}',
  'quote.requested.days': '希望日：{days}',
  'quote.requests.subject': {
    other: '{customer} 様から新しい見積もり依頼が{count}件あります',
  },
  'quote.requests.body': {
    other: '{customer} 様から見積もり依頼が{count}件あります。最新のもの：',
  },
  'quote.accepted.subject': '見積もり {reference} が承諾されました',
  'quote.accepted.body':
    '{customer} 様が「{title}」のお見積もり（{price}）を承諾しました。予約が作成されました。',
  'quote.declined.subject': '見積もり {reference} が辞退されました',
  'quote.declined.body': '{customer} 様が「{title}」のお見積もりを辞退しました。',
  'quote.withdrawn.subject': '見積もり依頼 {reference} が取り下げられました',
  'quote.withdrawn.body': '{customer} 様が依頼「{title}」を取り下げました。',
  'quote.wrote.body': '{customer} 様から「{title}」についてメッセージがありました：',
  'quote.messages.subject': {
    other: '{reference} に新しいメッセージが{count}件あります',
  },
  'quote.messages.all': {
    other: '{customer} 様から「{title}」についてメッセージが{count}件あります：',
  },
  'quote.messages.latest': {
    other: '{customer} 様から「{title}」についてメッセージが{count}件あります。最新の{shown}件：',
  },

  // To the admins: a webhook endpoint's last delivery failed
  'webhook.failing.subject': '{business} の Webhook が失敗しています',
  'webhook.failing.body':
    '{url} への配信が失敗し続けています。最後の配信は 1 日間試行されましたが成功しませんでした。新しいイベントは引き続き送信されます。Webhook を開いて配信ログを確認し、受信側を直してから再送信してください。',
  'webhook.failing.button': 'Webhook を開く',

  'dataExport.ready.subject': '{business} のデータをダウンロードできます',
  'dataExport.ready.body':
    '{business} が保持しているあなたに関するすべてのデータのアーカイブが用意できました。{until} まで、サインインしてダッシュボードの「データのダウンロード」からダウンロードできます。',
  'dataExport.readyFor.subject': '{name} さんのデータのエクスポートが完了しました',
  'dataExport.readyFor.body':
    '{business} が保持している {name} さんに関するすべてのデータのアーカイブが用意できました。{until} まで、ユーザー画面のその人のページからダウンロードできます（ダウンロードできるのはあなただけです）。',
  'dataExport.button': 'ダウンロードを開く',
  'dataExport.failed.subject': '{business} のデータのエクスポートを準備できませんでした',
  'dataExport.failed.body':
    '何度か試しましたが、アーカイブを準備できませんでした。もう一度リクエストしてください。再び失敗する場合は {business} にお問い合わせください。',
  'dataExport.readme.title': '{business} が保持しているあなたに関するすべてのデータ',
  'dataExport.readme.made': '{when} に作成。',
  'dataExport.readme.profile':
    'アカウント：名前、メールアドレス、電話番号、言語、タイムゾーン、役割。',
  'dataExport.readme.signIn':
    'サインイン方法（パスワードや秘密情報は含みません）、アドレスとブラウザ付きのセッション、失敗したサインイン、アカウントの履歴。',
  'dataExport.readme.bookings': 'すべての予約（メモ、理由、履歴を含む）。',
  'dataExport.readme.quotes': 'すべての見積もり依頼、その提案、すべてのメッセージ。',
  'dataExport.readme.consents':
    'あなたが許可したもの：サインインプロバイダー、カレンダーフィード。現在のプライバシーポリシー。',
  'dataExport.readme.mails': 'あなたに送信されたメールとテキストメッセージ。',
  'dataExport.readme.filesList': 'あなたが保存したその他のファイル。',
  'dataExport.readme.files':
    'ファイル本体：見積もりのファイルは各見積もりの参照番号の下にあります。',
  'dataExport.readme.times':
    '時刻は UTC（ISO 8601）です。金額は通貨の最小単位です（1999 は 19.99）。',

  'ics.summary': '{business}：{service}',
  'ics.description': '予約 {reference}（担当：{resource}）',
  'ics.notes': 'メモ：{notes}',
  'feed.nameMine': '{business}：自分の予約',
  'feed.nameBusiness': '{business}：予約',
  'feed.nameResource': '{business}：{resource}',
  'feed.staffSummary': '{service}：{customer}',
  'feed.staffDescription': '予約 {reference}（{customer}、担当：{resource}）',
} satisfies CatalogueOf<MailMessages>
