import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { messages as english } from '../../en/account/calendar-sync.ts'

export const messages = {
  'calendarSync.title': 'ربط التقويم',
  'calendarSync.subject': 'ربط التقويم',
  'calendarSync.intro':
    'اربط تقويم CalDAV (‏Nextcloud أو Fastmail أو iCloud بكلمة مرور للتطبيق أو Radicale…): يُكتب فيه كل حجز لـ {name} ويُحدَّث باستمرار، وتحجب أوقاته المشغولة مواعيد {name} كما تفعل الإجازة.',
  'calendarSync.form': 'بيانات ربط التقويم',
  'calendarSync.address': 'عنوان التقويم',
  'calendarSync.addressHint': 'عنوان CalDAV للتقويم (أو للحساب إذا كان فيه تقويم واحد).',
  'calendarSync.user': 'اسم المستخدم',
  'calendarSync.password': 'كلمة المرور',
  'calendarSync.passwordHint':
    'تصلح كلمة مرور التطبيق أيضًا وهي أكثر أمانًا. يُتحقق منها الآن وتُحفظ مشفّرة.',
  'calendarSync.passwordKeep': 'اتركها فارغة للإبقاء على كلمة المرور المحفوظة.',
  'calendarSync.showHide': 'إظهار كلمة المرور أو إخفاؤها',
  'calendarSync.connect': 'ربط',
  'calendarSync.save': 'حفظ وتحقق',
  'calendarSync.cancel': 'إلغاء',
  'calendarSync.connected': 'تم ربط التقويم. تُكتب فيه الحجوزات القادمة الآن.',
  'calendarSync.state.ok': 'متزامن',
  'calendarSync.state.behind': 'المزامنة متأخرة',
  'calendarSync.state.starting': 'قيد البدء',
  'calendarSync.waiting': 'التغييرات المنتظرة: {count}',
  'calendarSync.behindTitle': 'مزامنة التقويم متأخرة',
  'calendarSync.behindText':
    'منذ {since} لم يستلم التقويم كل التغييرات (التغييرات المنتظرة: {count}). يواصل Reserva قبول الحجوزات ويعيد المحاولة تلقائيًا؛ تعتمد المواعيد على آخر أوقات مشغولة قُرئت.',
  'calendarSync.calendar': 'التقويم',
  'calendarSync.lastRead': 'قراءة الأوقات المشغولة',
  'calendarSync.readText': '{when} (مشغول: {count})',
  'calendarSync.lastWritten': 'آخر حجز كُتب',
  'calendarSync.never': 'ليس بعد',
  'calendarSync.syncNow': 'زامن الآن',
  'calendarSync.synced': 'تمت المزامنة: لدى التقويم كل التغييرات وقُرئت أوقاته المشغولة.',
  'calendarSync.change': 'تغيير البيانات',
  'calendarSync.disconnect': 'فصل',
  'calendarSync.disconnectTitle': 'فصل هذا التقويم؟',
  'calendarSync.disconnectText':
    'تتوقف كتابة الحجوزات فيه وتتوقف أوقاته المشغولة عن حجب المواعيد. تبقى الأحداث المكتوبة من قبل في التقويم.',
  'calendarSync.keep': 'الإبقاء عليه',
  'calendarSync.confirmDisconnect': 'فصل',
  'calendarSync.disconnected': 'تم فصل التقويم.',
} satisfies CatalogueOf<typeof english>
