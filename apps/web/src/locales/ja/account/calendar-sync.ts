import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { messages as english } from '../../en/account/calendar-sync.ts'

export const messages = {
  'calendarSync.title': 'カレンダー接続',
  'calendarSync.subject': 'カレンダー接続',
  'calendarSync.intro':
    'CalDAV カレンダー（Nextcloud、Fastmail、アプリ用パスワードを使った iCloud、Radicale など）を接続すると、{name} の予約がすべて書き込まれて最新に保たれ、カレンダーの予定がある時間は休みと同じように {name} の空き枠から外れます。',
  'calendarSync.form': 'カレンダー接続の設定',
  'calendarSync.address': 'カレンダーのアドレス',
  'calendarSync.addressHint':
    'カレンダーの CalDAV アドレス（カレンダーが 1 つだけならアカウントのアドレス）。',
  'calendarSync.user': 'ユーザー名',
  'calendarSync.password': 'パスワード',
  'calendarSync.passwordHint':
    'アプリ用パスワードも使え、そのほうが安全です。今すぐ確認し、暗号化して保存します。',
  'calendarSync.passwordKeep': '空欄のままにすると、保存済みのパスワードを使い続けます。',
  'calendarSync.showHide': 'パスワードを表示または非表示',
  'calendarSync.connect': '接続',
  'calendarSync.save': '保存して確認',
  'calendarSync.cancel': 'キャンセル',
  'calendarSync.connected': 'カレンダーを接続しました。今後の予約を書き込んでいます。',
  'calendarSync.state.ok': '同期済み',
  'calendarSync.state.behind': '同期が遅れています',
  'calendarSync.state.starting': '開始中',
  'calendarSync.waiting': '待機中の変更: {count}',
  'calendarSync.behindTitle': 'カレンダーの同期が遅れています',
  'calendarSync.behindText':
    '{since} 以降、カレンダーにすべての変更が反映されていません（待機中の変更: {count}）。Reserva は予約の受付を続け、自動で再試行します。空き枠は最後に読み込んだ予定をもとにしています。',
  'calendarSync.calendar': 'カレンダー',
  'calendarSync.lastRead': '予定の読み込み',
  'calendarSync.readText': '{when}（予定 {count} 件）',
  'calendarSync.lastWritten': '最後に書き込んだ予約',
  'calendarSync.never': 'まだありません',
  'calendarSync.syncNow': '今すぐ同期',
  'calendarSync.synced': '同期しました。カレンダーにすべての変更が反映され、予定も読み込みました。',
  'calendarSync.change': '設定を変更',
  'calendarSync.disconnect': '接続を解除',
  'calendarSync.disconnectTitle': 'このカレンダーの接続を解除しますか？',
  'calendarSync.disconnectText':
    '予約は書き込まれなくなり、カレンダーの予定で空き枠がふさがれることもなくなります。書き込み済みの予定はカレンダーに残ります。',
  'calendarSync.keep': 'そのままにする',
  'calendarSync.confirmDisconnect': '接続を解除',
  'calendarSync.disconnected': 'カレンダーの接続を解除しました。',
} satisfies CatalogueOf<typeof english>
