import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { BookMessages } from '../../en/workspace/book.ts'

export const bookMessages = {
  'bookForCustomer.title': 'お客様の代わりに予約',
  'bookForCustomer.booked': '予約しました',
  'bookForCustomer.bookedText':
    '{customer}様の{service}、{date} {time}、{resource}。予約番号 {reference}。お客様には確認メールが届きます。',
  'bookForCustomer.another': '続けて予約',
  'bookForCustomer.done': '完了',
  'bookForCustomer.chooseCustomer': 'お客様を選んでください',
  'bookForCustomer.chooseService': 'サービスを選んでください',
  'bookForCustomer.chooseResource': '担当を選んでください',
  'bookForCustomer.chooseDate': '日付を選んでください',
  'bookForCustomer.chooseStart': '開始時刻を選んでください',
  'bookForCustomer.sayWhy': '理由を簡単に入力してください',
  'bookForCustomer.chooseTime': '時間を選んでください',
  'bookForCustomer.atLeastOne': '1 席以上予約してください',
  'bookForCustomer.onlyLeft': { other: 'この時間の残りは {count} 席だけです' },
  'bookForCustomer.picked': 'カレンダーで選択：{resource}、{date} {time}。',
  'bookForCustomer.service': 'サービス',
  'bookForCustomer.serviceHint':
    '見積もりのみのサービスは、ここではなく承諾された見積もりから予約します。',
  'bookForCustomer.with': '担当',
  'bookForCustomer.withHint':
    '予約の担当（人または物）です。「空いている担当」：選んだ時間に最初に空いている担当。',
  'bookForCustomer.anyResource': '空いている担当',
  'bookForCustomer.notInUse': '{name}（使用停止中）',
  'bookForCustomer.outside': '提供時間外に予約',
  'bookForCustomer.outsideHint':
    'スタッフのみ：開店前、休憩中や休業日、またはすでに対応中の飛び込みのお客様。',
  'bookForCustomer.places': '席数',
  'bookForCustomer.left': { other: 'この時間の残り {count} 席' },
  'bookForCustomer.notes': 'メモ',
  'bookForCustomer.notesHint': '任意。お客様は予約の中で確認できます。',
  'bookForCustomer.cancel': 'キャンセル',
  'bookForCustomer.book': '予約する',

  'customerPicker.customer': 'お客様',
  'customerPicker.account': 'アカウント',
  'customerPicker.accountId': 'アカウントID {id}',
  'customerPicker.changeLabel': 'お客様を変更',
  'customerPicker.change': '変更',
  'customerPicker.hint': '名前またはメールアドレスの一部を入力し、お客様を選んでください。',
  'customerPicker.chooseLabel': '{name}様（{email}）を選択',
  'customerPicker.choose': '選択',
  'customerPicker.none': 'この名前やメールアドレスに該当するお客様のアカウントはありません。',
  'customerPicker.walkIn': '新しいお客様（来店または電話）',
  'walkIn.group': '新しいお客様',
  'walkIn.title': '新しいお客様（アカウントなし）',
  'walkIn.name': '名前',
  'walkIn.email': 'メールアドレス',
  'walkIn.emailHint': 'または電話番号、あるいは両方：予約のメールはそちらに届きます。',
  'walkIn.phone': '電話番号',
  'walkIn.cancel': 'キャンセル',
  'walkIn.add': 'お客様を追加',

  'staffSlots.date': '日付',
  'staffSlots.legend': '時間（{zone}）',
  'staffSlots.serviceFirst': '先にサービスを選んでください。',
  'staffSlots.gone': 'このサービスは提供を終了したため、選べる空き時間はありません。',
  'staffSlots.notOffered':
    '{resource}はこのサービスを提供していないか、現在使われていません。別の担当か、空いている担当を選んでください。',
  'staffSlots.emptyWith':
    '{resource}はこの日に空き時間がありません。別の日か、別の担当をお試しください。',
  'staffSlots.empty': 'この日に空き時間はありません。別の日をお試しください。',
  'staffSlots.notFreeWith': '{time}は{resource}が空いていません。別の時間を選んでください。',
  'staffSlots.notFree': '{time}はこのサービスの空きがありません。別の時間を選んでください。',
  'staffSlots.taken': 'その時間はたった今埋まりました。別の時間を選んでください。',
  'overrideTime.intro': {
    other:
      '担当が空いている任意の時間（{zone}の時間）：営業時間外、休憩中や休業日、またはすでに対応中のお客様なら {count} 時間前まで。',
  },
  'overrideTime.date': '日付',
  'overrideTime.start': '開始時刻',
  'overrideTime.reason': '理由',
  'overrideTime.reasonHint': 'この時間にする理由：予約とともに監査ログに記録されます。',
} satisfies CatalogueOf<BookMessages>
