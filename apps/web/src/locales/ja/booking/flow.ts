import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { FlowMessages } from '../../en/booking/flow.ts'

export const flowMessages = {
  'book.title': '予約する',
  'book.description':
    'サービスを選び、ご都合のよい日時を選んで、お客様情報を入力して確定してください。予約番号はすぐに発行されます。',

  'bookingSteps.label': '予約の進み具合',
  'bookingSteps.service': 'サービス',
  'bookingSteps.time': '日時',
  'bookingSteps.details': 'お客様情報',
  'bookingSteps.confirm': '確定',
  'bookingSteps.done': '（完了）',
  'bookingFlow.titleService': 'サービスを選ぶ',
  'bookingFlow.titleTime': '日時を選ぶ',
  'bookingFlow.titleDetails': 'お客様情報',
  'bookingFlow.titleConfirm': '内容の確認と確定',
  'bookingFlow.chooseAnother': '別の時間をお選びください',
  'bookingFlow.servicesSubject': 'サービス一覧',
  'bookingFlow.quoteOnly':
    '{name}は作業ごとのお見積もりとなるため、オンラインでは予約できません。見積もりを依頼するか、別のサービスをお選びください。',
  'bookingFlow.serviceGone':
    'このリンクのサービスは現在提供していません。下の一覧からお選びください。',
  'bookingFlow.nothing': '現在、オンラインで予約できるものはありません。',
  'bookingFlow.service': 'サービス',
  'bookingFlow.changeService': 'サービスを変更',
  'bookingFlow.time': '日時',
  'bookingFlow.changeTime': '日時を変更',

  'bookingDetails.form': 'お客様情報',
  'bookingDetails.enterEmail': 'メールアドレスを入力してください',
  'bookingDetails.onlyOne': 'この時間の空きは残り1名分です。',
  'bookingDetails.between': '1〜{max}名の間でお選びください。',
  'bookingDetails.notesTooLong': 'ご要望は{max}文字以内でご入力ください。',
  'bookingDetails.people': '人数',
  'bookingDetails.placesLeft': { other: 'この時間の空きは残り{count}名分です。' },
  'bookingDetails.upTo': { other: '最大{count}名です。' },
  'bookingDetails.name': 'お名前',
  'bookingDetails.email': 'メールアドレス',
  'bookingDetails.emailHint': '確認用のコードと予約内容をお送りします。',
  'bookingDetails.phone': '電話番号',
  'bookingDetails.phoneOptional': '任意です。ご連絡が必要な場合に使います。',
  'bookingDetails.phoneRequired': 'ご連絡が必要な場合に使います。',
  'bookingDetails.notes': 'ご要望・連絡事項',
  'bookingDetails.notesHint': '任意です。ご来店前にお伝えいただきたいことがあればご記入ください。',
  'bookingDetails.continue': '次へ',
  'bookingDetails.orSignIn': 'またはログイン',
  'bookingDetails.signInToBook': 'ログインして予約',
  'bookingDetails.orSignInText':
    'アカウントがあれば、すべての予約を一か所で確認できます。ログインしている間も選んだ内容は保持されます。',
  'bookingDetails.signInText':
    '予約にはアカウントが必要です。後から予約の確認・変更・キャンセルができるようにするためです。ログインしている間も選んだ内容は保持されます。',
  'bookingDetails.signInAndContinue': 'ログインして続ける',
  'bookingDetails.createAccount': 'アカウントを作成',

  'changeNotice.title': '開始間近です',
  'changeNotice.when': '{date} {time}（{zone}）',
  'changeNotice.both': 'この予約は{when}までオンラインでキャンセル・変更できます。',
  'changeNotice.each':
    'この予約は{cancel}までオンラインでキャンセルでき、{move}まで日時を変更できます。',
  'changeNotice.neither':
    '予約後は、この時間をオンラインでキャンセル・変更することはできません。変更の受付は開始の{duration}前までです。ご予定が変わった場合はご連絡ください。',
  'changeNotice.noCancel':
    '予約後は、この時間をオンラインでキャンセルすることはできません。キャンセルの受付は開始の{duration}前までです。日時の変更は{when}までオンラインで可能です。',
  'changeNotice.noMove':
    '予約後は、この時間をオンラインで変更することはできません。日時の変更の受付は開始の{duration}前までです。キャンセルは{when}までオンラインで可能です。',
  'confirmStep.back': '戻る',
  'confirmStep.signInAgain': 'もう一度ログイン',
  'confirmStep.holding': 'この時間を確保しています…',
  'confirmStep.holdFailed': 'この時間を確保できませんでした',
  'confirmStep.tryAgain': '再試行',
  'confirmStep.held': 'この時間を確保しています（{left}）。それまでに確定すると予約が完了します。',
  'confirmStep.left': '残り{time}',
  'confirmStep.released':
    'この時間の確保は終了しました。まだ空いている可能性があります。確定して試すか、戻って別の時間をお選びください。',
  'confirmStep.notMade': '予約は完了していません',
  'confirmStep.confirm': '予約を確定',
  'guestConfirm.checkMail': 'メールをご確認ください',
  'guestConfirm.sent':
    '{email}に6桁のコードをお送りしました。ここに入力して予約を確定するか、メール内のボタンを押してください。',
  'guestConfirm.form': 'コードで確定',
  'guestConfirm.code': 'メールに記載のコード',
  'guestConfirm.held': 'この時間を確保しています（{left}）。',
  'guestConfirm.released':
    'この時間の確保は終了しました。まだ空いている可能性があります。コードを入力してお試しください。',
  'guestConfirm.startAgain': '最初からやり直す',
  'guestConfirm.noMail':
    '数分たってもメールが届かない場合は、迷惑メールフォルダをご確認いただくか、{check}。',
  'guestConfirm.checkAddress': '入力したアドレスをご確認ください',
  'guestConfirm.nextCode':
    '次に、メールアドレスにコードをお送りします。入力していただく間、この時間を確保します。',
  'guestConfirm.nextBook':
    'すぐに予約し、変更・キャンセル用のリンクを添えて予約内容をメールでお送りします。',
  'guestConfirm.sendCode': 'コードを送信',

  'bookingConfirmation.title': '予約の確認',
  'bookingConfirmation.cancelledTitle': 'キャンセル済みの予約',
  'bookingConfirmation.declinedTitle': 'お断りされた予約',
  'bookingConfirmation.invalid':
    'このリンクには有効な予約番号が含まれていません。確認メールのリンクを開くか、新しく予約してください。',
  'bookingConfirmation.missing':
    'このリンクには表示する予約が指定されていません。確認メールのリンクを開くか、新しく予約してください。',
  'bookingConfirmation.bookATime': '予約する',
  'bookingConfirmation.reference': '予約番号',
  'bookingConfirmation.signInText':
    'ログインすると、この予約の詳細の確認、カレンダーへの追加、日時の変更やキャンセルができます。お問い合わせの際はこの番号をお手元にご用意ください。',
  'bookingConfirmation.signIn': 'ログインして予約を確認',

  'embedBook.title': '予約する',
  'embedBook.titleWith': '{name}で予約',
  'embedBook.openInNewTab': '新しいタブで開く',
  'embedBook.requested': 'ご依頼を受け付けました',
  'embedBook.booked': '予約が完了しました',
  'embedBook.reference': '番号',
  'embedBook.detailsSent': '詳細をメールアドレスにお送りしています。',
  'embedBook.seeBooking': '新しいタブで予約を確認',
  'embedBook.bookAnother': '別の日時を予約',
  'embedApp.cannotShow': 'このページはここでは表示できません。',
} satisfies CatalogueOf<FlowMessages>
