import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { messages as english } from '../../en/account/privacy-controls.ts'

export const messages = {
  'privacy.controls.title': 'お客様のデータとアカウント',
  'privacy.controls.intro':
    'アカウントをお持ちの方は、マイページからいつでもご自身で次の操作ができます。',
  'privacy.controls.details': '登録情報の確認と訂正：{where}',
  'privacy.controls.email': 'メールアドレスの変更：{where}',
  'privacy.controls.export':
    'お客様について保存されているすべてのデータの写しのダウンロード：{where}',
  'privacy.controls.delete': 'アカウントの削除：{where}',
  'privacy.controls.signedIn': 'これらの操作にはログインが必要です。',
  'privacy.controls.signIn': 'ログイン',
  'privacy.controls.guest':
    'アカウントを作らずに予約された方は、データの確認・訂正・写しのお渡し・削除を{name}にご依頼ください。',
  'privacy.controls.guestWithEmail':
    'アカウントを作らずに予約された方は、データの確認・訂正・写しのお渡し・削除を{name}（{email}）までご依頼ください。',
} satisfies CatalogueOf<typeof english>
