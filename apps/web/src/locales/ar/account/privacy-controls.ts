import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { messages as english } from '../../en/account/privacy-controls.ts'

export const messages = {
  'privacy.controls.title': 'بياناتك وحسابك',
  'privacy.controls.intro':
    'إذا كان لديك حساب، يمكنك القيام بما يلي بنفسك في أي وقت من لوحة التحكم:',
  'privacy.controls.details': 'عرض بياناتك وتصحيحها: {where}',
  'privacy.controls.email': 'تغيير عنوان بريدك الإلكتروني: {where}',
  'privacy.controls.export': 'تنزيل نسخة من كل البيانات المحفوظة عنك: {where}',
  'privacy.controls.delete': 'حذف حسابك: {where}',
  'privacy.controls.signedIn': 'يلزم تسجيل الدخول لذلك.',
  'privacy.controls.signIn': 'تسجيل الدخول',
  'privacy.controls.guest':
    'حجزت دون حساب؟ اطلب من {name} عرض بياناتك أو تصحيحها أو إرسال نسخة منها أو حذفها.',
  'privacy.controls.guestWithEmail':
    'حجزت دون حساب؟ راسل {name} على {email} لتطلب عرض بياناتك أو تصحيحها أو إرسال نسخة منها أو حذفها.',
} satisfies CatalogueOf<typeof english>
