import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { AuthMessages } from '../en/auth.ts'

export const messages = {
  'signin.title': 'ログイン',
  'signin.description':
    'ログインすると、予約の作成、予約と見積もりの確認、アカウントの管理ができます。',
  'signin.forgotTitle': 'パスワードをお忘れですか？',
  'signin.forgotDescription':
    'メールアドレスまたは電話番号を入力してください。新しいパスワードを設定するためのリンクかコードをお送りします。',
  'signin.resetTitle': '新しいパスワードを設定',
  'signin.resetDescription': 'ほかでは使っていないパスワードを選んでください。',
  'signin.codeTitle': 'コードでログイン',
  'signin.codeDescription': 'パスワードは不要です。ログイン用の6桁のコードをメールでお送りします。',
  'signin.ssoTitle': 'SSOでログイン',
  'signin.ssoDescription':
    'お勤め先のアカウントでログインします。仕事用のメールアドレスを入力すると、組織のログインページへご案内します。',
  'signin.elsewhereFailedTitle': '外部サービスでのログインに失敗しました',
  'signin.elsewhereFailedText':
    'Google、Apple、ウォレット、または組織のアカウントでのログインが完了しませんでした。もう一度お試しいただくか、メールアドレスとパスワードでログインしてください。',
  'signin.newHere': '初めての方は',
  'signin.createAccount': 'アカウントを作成',
  'signin.backToSignIn': 'ログインに戻る',
  'signin.with': 'ログイン方法',
  'signin.password': 'パスワード',
  'signin.showPassword': 'パスワードの表示を切り替える',
  'signin.forgotLink': 'パスワードをお忘れですか？',
  'signin.codeLink': 'メールのコードでログイン',
  'signin.submit': 'ログイン',
  'signin.google': 'Googleで続ける',
  'signin.apple': 'Appleで続ける',
  'signin.wallet': 'ウォレットでログイン',
  'signin.sso': 'SSOでログイン',
  'signin.or': 'または',
  'signin.demoTitle': 'デモ用アカウント',
  'signin.demoText':
    'これはデモです。以下のいずれかの人物としてアプリをお試しください。これらのパスワードはこのコンピューターにだけ、いずれかが変更されるまで表示されます。',
  'signin.demoPassword': 'パスワード：',
  'signin.demoUse': 'このアカウントを使う',
  'signin.demoUseLabel': 'このアカウントを使う：{name}（{role}）',
  'role.admin': '管理者',
  'role.operator': 'スタッフ',
  'role.customer': 'お客様',
  'signup.title': '新規登録',
  'signup.description': 'アカウントを作成すると、予約や見積もりの依頼をまとめて管理できます。',
  'signup.haveAccount': 'アカウントをお持ちの方は',
  'signup.signIn': 'ログイン',
  'signup.form': 'アカウントを作成',
  'signup.fullName': '氏名',
  'signup.with': '登録方法',
  'signup.emailDescription': '確認用のリンクをお送りします。開くとそのままログインできます。',
  'signup.strongerPassword': '上記の説明に沿って、より強いパスワードを選んでください。',
  'signup.staffAccess': 'この事業者の予約を担当しています（スタッフ権限を申請）',
  'signup.staffAccessDescription':
    '管理者の承認が必要です。承認されるまでは、お客様用アカウントとしてご利用いただけます。',
  'signup.submit': 'アカウントを作成',
  'contact.email': 'メール',
  'contact.phone': '電話',
  'contact.emailAddress': 'メールアドレス',
  'contact.phoneNumber': '電話番号',
  'contact.phoneDescription':
    'ふだんダイヤルするとおりに入力してください。海外の番号は + と国番号から始めます。',
  'phoneCode.form': '電話番号の確認',
  'phoneCode.notConfirmed': 'お使いの電話番号はまだ確認されていません。',
  'phoneCode.sent':
    '{number} に6桁のコードをSMSでお送りしました。入力すると番号が確認され、ログインできます。コードの有効期限は5分です。',
  'phoneCode.sentAgain':
    '{number} に新しい6桁のコードをSMSでお送りしました。入力すると番号が確認され、ログインできます。コードの有効期限は5分です。',
  'phoneCode.label': 'SMSで届いたコード',
  'phoneCode.submit': '確認してログイン',
  'phoneCode.resend': '新しいコードを送信',
  'phoneCode.otherNumber': '別の番号またはパスワードを使う',
  'phoneCode.back': '戻る',
} satisfies CatalogueOf<AuthMessages>
