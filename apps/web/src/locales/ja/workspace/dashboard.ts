import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { DashboardMessages } from '../../en/workspace/dashboard.ts'

export const dashboardMessages = {
  'operatorDashboard.title': 'スタッフ用ダッシュボード',
  'operatorDashboard.agenda': '予定一覧',
  'operatorDashboard.agendaText':
    '今日の予約、確認待ちの予約、今後2週間の確定済みの予約を1件1行で表示します。',
  'operatorDashboard.calendar': 'カレンダー',
  'operatorDashboard.calendarText':
    '担当ごとの1日または1週間です。予約を開いて操作するか、空き時間を選んでお客様の代わりに予約します。',
  'operatorDashboard.bookings': '予約',
  'operatorDashboard.bookingsText':
    '過去やキャンセル済みも含むすべての予約です。予約番号、お客様の名前またはメールアドレスで探せます。',
  'operatorDashboard.quotes': '見積もり',
  'operatorDashboard.quotesTitle': '見積もりの受信箱',
  'operatorDashboard.quotesText':
    '価格を待っている依頼、回答を待っている見積もりと、そのメッセージやファイルです。',
  'operatorDashboard.resources': '担当',
  'operatorDashboard.resourcesTitle': '担当：受付時間と休み',
  'operatorDashboard.resourcesText': '各スタッフ、部屋、設備を予約できる時間を変更します。',
  'liveStatus.connecting': 'リアルタイム更新：接続中',
  'liveStatus.connected': 'リアルタイム更新：接続済み',
  'liveStatus.disconnected': 'リアルタイム更新：切断',

  'agenda.loading': '予定一覧を読み込み中',
  'agenda.waiting': { other: '確認待ち {count} 件' },
  'agenda.bookForCustomer': 'お客様の代わりに予約',
  'agenda.today': '今日、{date}',
  'agenda.nothingToday': '今日の予約はありません。',
  'agenda.footnote': {
    other: '今後 {count} 日間の確定済みの予約です。すべての予約は「予約」にあります。',
  },
  'agenda.new': '新規',
  'agenda.actionsFor': '操作：{customer}、{service}、{time}、{reference}',
  'agenda.details': '詳細',
  'agenda.confirm': '確定…',
  'agenda.decline': 'お断り…',
  'agenda.complete': '完了…',
  'agenda.noShow': '無断キャンセル…',
  'agenda.undo': '元に戻す',
  'agenda.reschedule': '日時を変更…',
  'agenda.cancel': '予約をキャンセル…',

  'staffStatus.pending': '確認待ち',
  'staffStatus.confirmed': '確定',
  'staffStatus.declined': 'お断り',
  'staffStatus.cancelled': 'キャンセル',
  'staffStatus.completed': '完了',
  'staffStatus.no_show': '無断キャンセル',
  'staffErrors.invalidTransition':
    'この予約はその間に変更されたため、この方法では変更できません。一覧を更新しました。',
  'staffErrors.notFound': 'この予約はもう存在しません。一覧を更新しました。',

  'bookingAction.confirmTitle': 'この予約を確定しますか？',
  'bookingAction.confirmText': 'お客様に予約が確定したことをメールでお知らせします。',
  'bookingAction.confirmButton': '予約を確定',
  'bookingAction.notYet': 'まだしない',
  'bookingAction.declineTitle': 'この予約をお断りしますか？',
  'bookingAction.declineText':
    'お客様にお断りしたことをメールでお知らせし、その時間は再び空きになります。',
  'bookingAction.declineButton': '予約をお断り',
  'bookingAction.keepBooking': '予約を残す',
  'bookingAction.completeTitle': 'この予約を完了にしますか？',
  'bookingAction.completeText': '統計では来店として数えられます。{undo}の間は元に戻せます。',
  'bookingAction.completeButton': '完了にする',
  'bookingAction.noShowTitle': 'この予約を無断キャンセルにしますか？',
  'bookingAction.noShowText':
    'お客様が来店しなかったため、統計では無断キャンセルとして数えられます。{undo}の間は元に戻せます。',
  'bookingAction.noShowButton': '無断キャンセルにする',
  'bookingAction.cancelTitle': 'この予約をキャンセルしますか？',
  'bookingAction.cancelText':
    'お客様にキャンセルしたことをメールでお知らせし、その時間は再び空きになります。',
  'bookingAction.cancelButton': '予約をキャンセル',
  'bookingAction.which': '{customer}様の{service}、{date} {time}（{reference}）。',
  'bookingAction.reason': 'お客様への理由（任意）',
  'bookingAction.reasonHint': {
    other: '{customer}様へのメールと予約に表示されます。{typed}/{count} 文字。',
  },

  'changeLength.button': '時間の長さを変更',
  'changeLength.title': '{reference} の時間の長さを変更しますか？',
  'changeLength.keep': '今の時間のままにする',
  'changeLength.confirm': '変更する',
  'changeLength.length': '長さ',
  'changeLength.text':
    '{start}から{until}まで、{resource}で行います（その時間が空いている場合）。お客様には変更をメールでお知らせします。',

  'bookingHistory.created': '予約',
  'bookingHistory.createdBy': '{name}が予約',
  'bookingHistory.confirmed': '確定',
  'bookingHistory.confirmedBy': '{name}が確定',
  'bookingHistory.declined': 'お断り',
  'bookingHistory.declinedBy': '{name}がお断り',
  'bookingHistory.cancelled': 'キャンセル',
  'bookingHistory.cancelledBy': '{name}がキャンセル',
  'bookingHistory.completed': '完了にしました',
  'bookingHistory.completedBy': '{name}が完了にしました',
  'bookingHistory.noShow': '無断キャンセルにしました',
  'bookingHistory.noShowBy': '{name}が無断キャンセルにしました',
  'bookingHistory.undone': '確定に戻しました（取り消し）',
  'bookingHistory.undoneBy': '{name}が確定に戻しました（取り消し）',
  'bookingHistory.moved': '日時を変更',
  'bookingHistory.movedBy': '{name}が日時を変更',
  'bookingHistory.noteAdded': 'スタッフメモを追加',
  'bookingHistory.noteAddedBy': '{name}がスタッフメモを追加',
  'bookingHistory.otherBy': '{name}：{action}',
  'bookingHistory.reminder': 'お客様にリマインダーをメールで送信',
  'bookingHistory.madeOnline': 'オンラインで予約',
  'bookingHistory.madeByStaff': 'スタッフがお客様の代わりに予約',
  'bookingHistory.madeFromQuote': '承諾された見積もりから予約',
  'bookingHistory.madeByStaffOutside': 'スタッフがお客様の代わりに予約、提供時間外：「{reason}」',
  'bookingHistory.outside': '提供時間外：「{reason}」',
  'bookingHistory.times': '{from} から {to} へ',
  'bookingHistory.resources': '{fromResource} から {toResource} へ',
  'bookingHistory.timesResources': '{from} から {to} へ、{fromResource} から {toResource} へ',
  'bookingHistory.length': { other: '長さを {before} 分から {count} 分へ' },
  'bookingHistory.timesLength': {
    other: '{from} から {to} へ、長さを {before} 分から {count} 分へ',
  },
  'bookingHistory.resourcesLength': {
    other: '{fromResource} から {toResource} へ、長さを {before} 分から {count} 分へ',
  },
  'bookingHistory.timesResourcesLength': {
    other:
      '{from} から {to} へ、{fromResource} から {toResource} へ、長さを {before} 分から {count} 分へ',
  },
  'bookingHistory.reason': '理由：「{reason}」',
} satisfies CatalogueOf<DashboardMessages>
