import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { messages as english } from '../../en/account/email-change.ts'

export const messages = {
  'emailChange.title': 'メールアドレス',
  'emailChange.current': 'このアカウントは {email} を使っています。',
  'emailChange.none':
    '電話番号またはウォレットでサインインしているため、変更できるメールアドレスはありません。',
  'emailChange.form': 'メールアドレスを変更',
  'emailChange.newEmail': '新しいメールアドレス',
  'emailChange.password': 'この変更のためのパスワード',
  'emailChange.passwordHint': 'ご本人であることを確認するためです。',
  'emailChange.showHide': 'パスワードを表示または非表示',
  'emailChange.codeHint':
    'アカウントにパスワードがないため、ご本人確認のコードを現在のアドレスにお送りします。',
  'emailChange.sendCode': 'コードを送信',
  'emailChange.sendCodeAgain': 'コードを再送信',
  'emailChange.codeSent': '{email} にコードを送信しました。5 分間有効です。',
  'emailChange.code': '現在の受信箱に届いたコード',
  'emailChange.submit': 'メールアドレスを変更',
  'emailChange.wrongPassword': 'パスワードが正しくありません。',
  'emailChange.wrongCode':
    'コードが正しくないか、有効期限が切れています。新しいコードを請求してください。',
  'emailChange.checkTitle': '新しい受信箱を確認してください',
  'emailChange.checkText':
    '{email} にリンクを送信しました。1 時間以内にリンクを開くとアドレスが変わります。届かない場合は、アドレスと迷惑メールフォルダーを確認するか、もう一度お試しください。',
  'emailChange.again': '別のアドレスを使う',
  'confirmEmail.title': '新しいメールアドレス',
  'confirmEmail.working': 'アドレスを変更しています…',
  'confirmEmail.doneTitle': 'メールアドレスを変更しました',
  'confirmEmail.doneText':
    'アカウントは現在 {email} を使っています。サインインしていた他の端末はすべてサインアウトされ、以前のアドレスにもお知らせしました。',
  'confirmEmail.toAccount': 'アカウントへ',
  'confirmEmail.signIn': 'サインイン',
  'confirmEmail.failedTitle': 'このリンクは使えません',
  'confirmEmail.noLink':
    'このページは新しいアドレスに送ったリンクから開きます。メールのリンクを省略せずに開いてください。',
} satisfies CatalogueOf<typeof english>
