import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { messages as english } from '../../en/account/delete-account.ts'

export const messages = {
  'deleteAccount.intro':
    'アカウントを削除すると、お名前・メールアドレス・電話番号が Reserva から消去されます。元に戻すことはできません。',
  'deleteAccount.bookings':
    '今後の予約は、お客様がそれぞれキャンセルしたのと同じようにキャンセルされます。',
  'deleteAccount.quotes': '未完了の見積もり依頼は取り下げられます。',
  'deleteAccount.kept': 'お店は過去の予約の記録を、お名前や連絡先なしで保管します。',
  'deleteAccount.open': 'アカウントを削除…',
  'deleteAccount.title': 'アカウントを削除しますか？',
  'deleteAccount.final': 'ご本人であることを確認して削除します。元に戻せません。',
  'deleteAccount.password': 'パスワード',
  'deleteAccount.showHide': 'パスワードを表示または非表示',
  'deleteAccount.useCode': 'パスワードがない場合は、メールで届くコードを使う',
  'deleteAccount.usePassword': 'パスワードを使う',
  'deleteAccount.sendCode': 'コードをメールで送る',
  'deleteAccount.sendAgain': '別のコードを送る',
  'deleteAccount.codeSent': '{email} にコードを送信しました。',
  'deleteAccount.code': '6桁のコード',
  'deleteAccount.keep': 'アカウントを残す',
  'deleteAccount.confirm': 'アカウントを削除',
  'deleteAccount.doneTitle': 'アカウントを削除しました',
  'deleteAccount.doneText':
    'キャンセルした予約: {bookings} 件。取り下げた見積もり依頼: {quotes} 件。すべての端末からサインアウトしました。',
  'deleteAccount.home': 'ホームページへ',
} satisfies CatalogueOf<typeof english>
