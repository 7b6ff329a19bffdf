import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { messages as english } from '../../en/account/delete-account.ts'

export const messages = {
  'deleteAccount.intro':
    'يؤدي حذف حسابك إلى محو اسمك وبريدك الإلكتروني ورقم هاتفك من Reserva، ولا يمكن التراجع عنه:',
  'deleteAccount.bookings': 'تُلغى حجوزاتك القادمة، كما لو ألغيت كل واحد منها بنفسك.',
  'deleteAccount.quotes': 'تُسحب طلبات عروض الأسعار المفتوحة.',
  'deleteAccount.kept':
    'يحتفظ النشاط التجاري بسجلات الحجوزات السابقة دون اسمك أو بيانات الاتصال بك.',
  'deleteAccount.open': 'احذف حسابي…',
  'deleteAccount.title': 'حذف حسابك؟',
  'deleteAccount.final': 'أكّد أنك صاحب الحساب لحذفه. لا يمكن التراجع عن ذلك.',
  'deleteAccount.password': 'كلمة المرور',
  'deleteAccount.showHide': 'إظهار كلمة المرور أو إخفاؤها',
  'deleteAccount.useCode': 'ليست لديك كلمة مرور؟ استخدم رمزًا يصلك بالبريد الإلكتروني',
  'deleteAccount.usePassword': 'استخدم كلمة المرور بدلًا من ذلك',
  'deleteAccount.sendCode': 'أرسل إليّ رمزًا',
  'deleteAccount.sendAgain': 'أرسل رمزًا آخر',
  'deleteAccount.codeSent': 'أُرسل رمز إلى {email}.',
  'deleteAccount.code': 'الرمز المكوّن من 6 أرقام',
  'deleteAccount.keep': 'الإبقاء على حسابي',
  'deleteAccount.confirm': 'احذف حسابي',
  'deleteAccount.doneTitle': 'تم حذف حسابك',
  'deleteAccount.doneText':
    'الحجوزات الملغاة: {bookings}. طلبات عروض الأسعار المسحوبة: {quotes}. تم تسجيل خروجك من كل مكان.',
  'deleteAccount.home': 'الذهاب إلى الصفحة الرئيسية',
} satisfies CatalogueOf<typeof english>
