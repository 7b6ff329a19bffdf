import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { messages as english } from '../../en/account/email-change.ts'

export const messages = {
  'emailChange.title': 'عنوان البريد الإلكتروني',
  'emailChange.current': 'يستخدم حسابك العنوان {email}.',
  'emailChange.none':
    'تسجّل الدخول برقم هاتف أو بمحفظة، لذا لا يوجد في حسابك عنوان بريد إلكتروني لتغييره.',
  'emailChange.form': 'تغيير عنوان البريد الإلكتروني',
  'emailChange.newEmail': 'عنوان البريد الإلكتروني الجديد',
  'emailChange.password': 'كلمة مرورك لهذا التغيير',
  'emailChange.passwordHint': 'للتأكد من أنك أنت.',
  'emailChange.showHide': 'إظهار كلمة المرور أو إخفاؤها',
  'emailChange.codeHint':
    'لا توجد كلمة مرور لحسابك: سنرسل رمزًا إلى عنوانك الحالي للتأكد من أنك أنت.',
  'emailChange.sendCode': 'أرسل لي رمزًا',
  'emailChange.sendCodeAgain': 'أرسل رمزًا آخر',
  'emailChange.codeSent': 'أُرسل رمز إلى {email}. يعمل لمدة خمس دقائق.',
  'emailChange.code': 'الرمز من بريدك الحالي',
  'emailChange.submit': 'تغيير عنوان البريد الإلكتروني',
  'emailChange.wrongPassword': 'كلمة المرور هذه غير صحيحة.',
  'emailChange.wrongCode': 'هذا الرمز غير صحيح أو انتهت صلاحيته. اطلب رمزًا آخر.',
  'emailChange.checkTitle': 'تحقّق من بريدك الجديد',
  'emailChange.checkText':
    'أرسلنا رابطًا إلى {email}. لن يتغير عنوانك إلا عندما تفتحه خلال ساعة. لم يصلك شيء؟ تحقّق من العنوان ومن مجلد الرسائل غير المرغوب فيها، أو حاول مرة أخرى.',
  'emailChange.again': 'استخدام عنوان آخر',
  'confirmEmail.title': 'عنوان بريدك الإلكتروني الجديد',
  'confirmEmail.working': 'جارٍ تغيير عنوانك…',
  'confirmEmail.doneTitle': 'تم تغيير عنوان بريدك الإلكتروني',
  'confirmEmail.doneText':
    'يستخدم حسابك الآن {email}. تم تسجيل الخروج من كل الأجهزة الأخرى التي كنت مسجّل الدخول عليها، وأُبلغ عنوانك القديم.',
  'confirmEmail.toAccount': 'الانتقال إلى حسابك',
  'confirmEmail.signIn': 'تسجيل الدخول',
  'confirmEmail.failedTitle': 'هذا الرابط لا يعمل',
  'confirmEmail.noLink':
    'تُفتح هذه الصفحة من الرابط الذي نرسله إلى عنوانك الجديد. افتح الرابط من الرسالة كاملًا.',
} satisfies CatalogueOf<typeof english>
