import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { ErrorMessages } from '../en/errors.ts'

export const messages = {
  'error.page': 'このページで問題が発生しました。もう一度お試しください。',
  'error.ourSide': 'サーバー側で問題が発生しました。少し時間をおいてもう一度お試しください。',
  'error.signedOut': 'ログアウトされました。続けるには、もう一度ログインしてください。',
  'error.wrongCode': 'コードが正しくありません。確認してもう一度お試しください。',
  'error.expiredCode':
    'コードの有効期限が切れています。新しいコードを取得してもう一度お試しください。',
  'error.accountExists':
    'このメールアドレスまたは電話番号のアカウントはすでにあります。ログインするか、パスワードをお忘れの場合は再設定してください。',
  'error.invalid_phone_number':
    '電話番号として認識できません。確認するか、+ と国番号を付けて入力してください。',
  'error.invalid_phone_number.examples':
    '電話番号として認識できません。ここでダイヤルするとおり（例：{national}）か、+ と国番号を付けて（例：{international}）入力してください。',
  'error.auth.invalid_origin':
    'このサーバーは {origin} からのログインを受け付けていません。案内されたアドレスで Reserva を開くか、管理者に PUBLIC_URL をこのアドレスに設定するか TRUSTED_ORIGINS に追加するよう依頼してください。',
  'error.auth.invalid_origin.here': 'このアドレス',
  'error.rate_limited': '試行回数が多すぎます。{wait}後にもう一度お試しください。',
  'error.bookings.cutoff_passed':
    'オンラインで変更できる期限を過ぎています。予約の変更は開始の{span}前までです。お電話でご連絡ください。',
  'error.auth.sessionMissingSeed': '認証セッションがありません',
  'error.auth.sessionOrUserMissingSeed': '認証セッションまたはユーザーがありません',
  'error.validation_failed': '修正が必要な項目があります。各項目の注記をご確認ください。',
  'error.bad_request': '入力内容に正しくないものがあります。確認してもう一度お試しください。',
  'error.forbidden': 'お使いのアカウントにはこの操作の権限がありません。',
  'error.not_found':
    'この項目はもう存在しません。ほかの人が変更した可能性があります。ページを再読み込みしてください。',
  'error.conflict': 'この間に内容が変更されました。ページを再読み込みしてもう一度お試しください。',
  'error.request.too_large':
    '送信したデータが大きすぎます。一度に送る量を減らしてもう一度お試しください。',
  'error.auth.invalid_credentials': 'ログイン情報が正しくありません',
  'error.auth.invalid_role':
    'そのロールはありません。お客様、スタッフ、管理者のいずれかを選んでください。',
  'error.auth.phone_number_not_verified':
    '電話番号がまだ確認されていません。SMSでお送りしたコードを入力してください。',
  'error.weak_password': 'このパスワードは弱すぎます：',
  'error.customers.not_a_customer':
    'このメールアドレスまたは電話番号はスタッフのアカウントです。別のものを使うか、お客様の代わりに予約してください。',
  'error.auth.sso_not_offered':
    'このアドレスにはシングルサインオンが設定されていません。メールアドレスとパスワードでログインしてください。',
  'error.auth.banned_user': 'このアカウントは停止されています。事業者にお問い合わせください。',
  'error.auth.email_not_verified':
    '先にメールアドレスを確認してください。新しいリンクをお送りしました。開くとログインできます。',
  'error.auth.otp_not_found': 'この番号宛てのコードはありません。新しいコードを取得してください。',
  'error.auth.invalid_two_factor_cookie':
    'ログインに時間がかかりすぎました。最初からやり直してください。',
  'error.auth.too_many_attempts': '間違ったコードが多すぎます。新しいコードを取得してください。',
  'error.auth.invalid_token':
    'このリンクは有効期限切れか、すでに使用されています。新しいリンクを取得してください。',
  'error.profiles.not_found': 'プロフィールがまだ入力されていません。',
  'error.bookings.hold_busy':
    '確保中の時間が別のウィンドウまたはタブで変更されています。少し時間をおいてもう一度お試しください。',
  'error.bookings.slot_taken':
    'この時間はたった今ほかの方が予約しました。別の時間を選んでください。',
  'error.bookings.not_a_slot':
    'この時間はもう予約できません（直前すぎる、先すぎる、または営業時間外です）。別の時間を選んでください。',
  'error.bookings.quote_only':
    'このサービスは個別見積もりのため、オンラインでは予約できません。見積もりをご依頼ください。',
  'error.bookings.too_many_seats':
    'その人数分の空きがありません。人数を減らすか、別の時間を選んでください。',
  'error.bookings.unknown_service':
    'このサービスは現在提供していません。別のサービスを選んでください。',
  'error.bookings.unknown_customer':
    'このお客様のアカウントはもう存在しません。お客様を選び直してください。',
  'error.bookings.customer_banned':
    'このアカウントは停止されているため、予約できません。別のお客様を選んでください。',
  'error.bookings.not_a_customer':
    'これはスタッフのアカウントです。予約はお客様に対してのみ作成できます。お客様を選んでください。',
  'error.bookings.unknown_resource':
    'この担当はこのサービスを提供していないか、現在使われていません。別の担当か、空いている担当を選んでください。',
  'error.bookings.idempotency_key_reused':
    '送信中に予約内容が変わりました。内容を確認して、もう一度確定してください。',
  'error.bookings.invalid_transition':
    'この予約はすでに変更されています（キャンセルまたは完了した可能性があります）。最新の状態に更新しました。',
  'error.bookings.link_invalid':
    'このリンクでは予約を開けません。メールのリンクを最後までコピーするか、ログインして予約をご確認ください。',
  'error.bookings.link_replaced':
    'この予約には新しいリンクが送られています。最新のメールにあるリンクをお使いください。',
  'error.bookings.link_expired':
    'この予約は終了したかキャンセルされたため、リンクは使えなくなりました。ログインして予約をご確認ください。',
  'error.quotes.link_invalid':
    'このリンクでは見積を開けません。リンクが途切れていないか確認するか、最新のメールのリンクをお使いください。',
  'error.quotes.link_replaced':
    'この見積への新しいリンクが送信されました。最新のメールのリンクをお使いください。',
  'error.quotes.link_expired': 'この見積はしばらく前に終了したため、リンクは使えなくなりました。',
  'error.guests.not_offered':
    'アカウントなしでの予約は受け付けていません。予約するにはログインするか、アカウントを作成してください。',
  'error.guests.confirmation_invalid':
    'この確認リンクは不完全です。メールからもう一度開くか、予約をやり直してください。',
  'error.guests.code_wrong': {
    other: 'コードが正しくありません。メールを確認してもう一度お試しください（残り{count}回）。',
  },
  'error.guests.confirmation_expired':
    'この確認は期限切れになったか、誤ったコードが何度も入力されました。もう一度時間を選んでください。',
  'error.bookings.not_started':
    'この予約はまだ始まっていません。開始後に完了または無断キャンセルとして記録してください。',
  'error.bookings.override_needs_resource':
    '予約の担当を選んでください。提供時間外の予約は1つの担当に割り当てます。',
  'error.bookings.override_too_early':
    '提供時間外の予約は、開始時刻を最大12時間前までしか遡れません。もっと後の開始時刻を選んでください。',
  'error.bookings.undo_expired':
    '取り消せる時間を過ぎています。完了や無断キャンセルの記録は、15分以内なら取り消せます。',
  'error.catalogue.unknown_resource':
    '選んだ担当の一部がもう存在しません。ページを再読み込みして選び直してください。',
  'error.catalogue.covers_bookings':
    'この時間外になる予約があります。移動かキャンセルをするか、このまま保存してください。',
  'error.catalogue.time_off_exists': 'この期間はすべて、すでに休みとして登録されています。',
  'error.quotes.unknown_service':
    'そのサービスは現在提供していません。別のサービスを選んでください。',
  'error.quotes.invalid_transition':
    'この見積もりはこの間に変更されました（提案の期限切れ、または回答済みの可能性があります）。現在の状態を表示しています。',
  'error.quotes.start_required': '先に作業の日時を選んでください。',
  'error.quotes.too_many_attachments':
    'この見積もりに添付できるファイルは上限（5件）に達しています。',
  'error.storage.not_found': 'このファイルはもうありません。',
  'error.storage.invalid_path':
    'このファイル名は使えません。ファイル名を変えてもう一度お試しください。',
  'error.storage.missing_file': '先に添付するファイルを選んでください。',
  'error.storage.too_large': 'ファイルが大きすぎます。上限は10 MBです。',
  'error.storage.type_not_allowed':
    'この種類のファイルは添付できません。写真、PDF、テキストファイルをお使いください。',
  'error.storage.quota_exceeded':
    'ファイルの合計がアカウントの容量を超えてしまいます。不要になったファイルの削除をご依頼ください。',
  'error.storage.too_many_files':
    'アカウントに保存できるファイル数の上限に達しました。不要になったファイルの削除をご依頼ください。',
  'error.storage.object_exists':
    '同じ名前のファイルがすでにあります。ファイル名を変えてもう一度お試しください。',
  'error.storage.bucket_exists': 'この保存領域はすでにあります。',
  'error.storage.bucket_not_empty':
    'この保存領域にはまだファイルがあります。先に削除してください。',
  'error.storage.invalid_signature':
    'このファイルのリンクは無効です。ファイルのページからもう一度開いてください。',
  'error.storage.url_expired':
    'このファイルのリンクは有効期限が切れています。ファイルのページからもう一度開いてください。',
  'error.people.not_found': 'この方のアカウントはもうありません。',
  'error.wallets.invalid_signature':
    'ウォレットの署名を確認できませんでした。もう一度お試しのうえ、ウォレットで新しいメッセージに署名してください。',
  'error.wallets.taken':
    'このウォレットは別のアカウントのログインに使われています。そのウォレットでログインし、先にそちらから外してください。',
  'error.email_change.no_address':
    '電話番号またはウォレットでサインインしているため、変更できるメールアドレスはありません。',
  'error.email_change.wrong_proof': 'パスワードまたはコードが正しくありません。',
  'error.email_change.password_required':
    'アカウントにパスワードがあります。コードの代わりにパスワードを入力してください。',
  'error.email_change.same_address': 'それは既にアカウントのアドレスです。',
  'error.email_change.link_invalid':
    'このリンクは有効期限が切れているか、既に使われています。アカウントから新しいリンクを請求してください。',
  'error.email_change.address_taken':
    'このアドレスは現在別のアカウントで使われているため、変更されませんでした。',
  'error.wallets.last_sign_in':
    'このウォレットはアカウントへの唯一のログイン手段です。先に別のウォレットを連携するか、このまま残してください。',
  'error.people.last_admin':
    '有効な管理者が常に1人は必要です。先にほかの方を管理者にしてください。',
  'error.people.cannot_ban_self':
    '自分のアカウントは停止できません。ほかの管理者なら停止できます。',
  'error.people.no_pending_request': 'この方からのスタッフ権限の申請はありません。',
  'error.people.not_banned': 'このアカウントは停止されていません。',
  'error.people.email_taken': 'このメールアドレスのアカウントはすでにあります。',
  'error.people.cannot_erase_self':
    'ご自身のアカウントはここではなく、ダッシュボードから削除してください。',
  'error.people.staff_erase_themselves': 'スタッフのアカウントは管理者が人物一覧から削除します。',
  'error.people.erasure_blocked':
    'オンラインではキャンセルできなくなった予約があります。お店に連絡するか、その予約の後でアカウントを削除してください。',
  'error.api_keys.invalid': 'このAPIキーは無効です（不明、失効済み、または有効期限切れ）。',
  'error.api_keys.scope': 'このAPIキーにはこの操作の権限がありません。',
  'error.api_keys.not_found': 'このAPIキーはもう存在しません。',
  'error.api_keys.revoked': 'このAPIキーはすでに失効しています。',
  'error.calendar_feeds.not_found':
    'このカレンダーのアドレスは使えなくなりました。更新されたか、無効にされています。',
  'error.webhooks.not_found': 'この Webhook はもう存在しません。',
  'error.webhooks.delivery_not_found': 'この配信はもう存在しません。',
  'error.webhooks.address_refused':
    'この URL には配信できません。https:// と公開アドレスを使ってください（プライベートネットワーク内のアドレスは使えません）。',
  'error.calendar_sync.not_connected': 'このリソースにはカレンダーが接続されていません。',
  'error.calendar_sync.address_refused':
    'このアドレスは使えません。https で、プライベートネットワークではなくインターネット上のカレンダーを指定してください。',
  'error.calendar_sync.unreachable':
    'カレンダーサーバーに接続できないか、CalDAV サーバーとして応答しませんでした。アドレスを確認してください。',
  'error.calendar_sync.refused':
    'カレンダーサーバーがユーザー名またはパスワードを拒否しました。アプリ用パスワードが必要な場合があります。',
  'error.calendar_sync.not_a_calendar':
    'サーバーは応答しましたが、このアドレスにカレンダーがありません。カレンダーそのもののアドレスを指定してください。',
  'error.data_export.too_many':
    '本日はこのデータの依頼回数が上限に達しました。しばらくしてからもう一度お試しください。',
  'error.data_export.not_ready':
    'このダウンロードはまだ準備ができていません。準備ができたらメールでお知らせします。',
  'error.data_export.expired':
    'このダウンロードは期限切れのため削除されました。新しく準備してください。',
  'error.sso_providers.not_found': 'このサインオンプロバイダーはすでに削除されています。',
  'error.sso_providers.domain_taken':
    'このメールドメインのサインオンプロバイダーはすでにあります。',
  'error.sso_providers.discovery_failed':
    'プロバイダーの設定をそのアドレスから読み取れませんでした。アドレスと、そのオリジンが TRUSTED_ORIGINS に含まれているかを確認してください。',
  'error.audit.invalid_cursor': 'この一覧の続きを読み込めません。ページを再読み込みしてください。',
  'error.network_error': 'サーバーに接続できませんでした。接続を確認してもう一度お試しください。',
} satisfies CatalogueOf<ErrorMessages>
