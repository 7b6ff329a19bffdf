import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { CalendarMessages } from '../../en/workspace/calendar.ts'

export const calendarMessages = {
  'staffCalendar.subject': 'カレンダー',
  'staffCalendar.bookingTitle': '予約 {reference}',
  'staffCalendar.nowPending': 'この予約は確認待ちになりました。',
  'staffCalendar.nowConfirmed': 'この予約は確定しました。',
  'staffCalendar.nowDeclined': 'この予約はお断りしました。',
  'staffCalendar.nowCancelled': 'この予約はキャンセルされました。',
  'staffCalendar.nowCompleted': 'この予約は完了しました。',
  'staffCalendar.nowNoShow': 'この予約は無断キャンセルになりました。',
  'staffCalendar.dayClosed': '休業日です。',
  'staffCalendar.dayEmpty': '予約はありません。',
  'staffCalendar.eventLabel':
    '{start} {customer}、{service}、{status}、{end}まで、{resource}（{reference}）',
  'staffCalendar.rosterTitle': { other: '{service}：{seats}/{count} 席' },
  'staffCalendar.rosterWhen': '{date}、{start}–{end}、{resource}。',
  'staffCalendar.rosterPlaces': { other: '{count} 席 · {reference}' },
  'staffCalendar.openLabel': '{reference} を開く',
  'staffCalendar.open': '開く',

  'staffCalendar.day': '日',
  'staffCalendar.week': '週',
  'staffCalendar.list': 'リスト',
  'staffCalendar.previousDay': '前の日',
  'staffCalendar.previousWeek': '前の週',
  'staffCalendar.nextDay': '次の日',
  'staffCalendar.nextWeek': '次の週',
  'staffCalendar.today': '今日',
  'staffCalendar.view': 'カレンダーの表示',
  'staffCalendar.resources': '担当',
  'staffCalendar.allResources': 'すべての担当',
  'staffCalendar.withOver': 'キャンセル・お断りも表示',

  'staffCalendar.slotLabel': 'お客様の代わりに予約：{resource}、{day}、{start}–{end}',
  'staffCalendar.classLabel': {
    other:
      '{start} {service} {seats}/{count}、クラス、{status}、{count} 席中 {seats} 席予約済み、{end}まで、{resource}',
  },
  'staffCalendar.class': 'クラス',

  'staffCalendar.noLanes':
    'まだ担当がないため、カレンダーに列がありません。管理者が「カタログ」で追加します。',
  'staffCalendar.weekRange': '{first}〜{last}の週',
  'staffCalendar.noneOnDay': '{day}の予約はありません。',
  'staffCalendar.countOnDay': { other: '{day}の予約は {count} 件です。' },
  'staffCalendar.noneInWeek': '{first}〜{last}の週の予約はありません。',
  'staffCalendar.countInWeek': { other: '{first}〜{last}の週の予約は {count} 件です。' },
  'staffCalendar.zone': '時刻は{zone}の時間です。',
  'staffCalendar.gridHint': '網掛け：営業時間外と休憩。予約をドラッグすると日時を変更できます。',
  'staffCalendar.passed':
    '{date} {time}は過ぎています。予約するにはもっと後の時間を選んでください。',
  'staffCalendar.closedTitle': '休業日です',
  'staffCalendar.closedText': '{days}：時間は提供されず、予約もできません。',
  'staffCalendar.closedDayWhy': '{day}（{reason}）',
  'staffCalendar.closedDays': '{first}〜{last}',
  'staffCalendar.closedDaysWhy': '{first}〜{last}（{reason}）',

  'staffCalendar.moveThis': 'この予約の日時を変更しますか？',
  'staffCalendar.moveTitle': '{reference} の日時を変更しますか？',
  'staffCalendar.resizeTitle': '{reference} の時間の長さを変更しますか？',
  'staffCalendar.keep': '今の時間のままにする',
  'staffCalendar.move': '変更する',
  'staffCalendar.resize': '変更する',
  'staffCalendar.moveText':
    '{customer}様の{service}を、現在の{date} {time}から{newDate} {newTime}に変更し、{resource}で行います（その時間が空いている場合）。お客様には変更をメールでお知らせします。',
  'staffCalendar.resizeText':
    '{customer}様の{service}、{date} {time}から{length}、{until}まで、{resource}で行います（その時間が空いている場合）。お客様には変更をメールでお知らせします。',
} satisfies CatalogueOf<CalendarMessages>
