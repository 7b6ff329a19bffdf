import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { messages as english } from '../../en/account/data-export.ts'

export const messages = {
  'dataExport.title': 'تنزيل بياناتك',
  'dataExport.personTitle': 'تصدير البيانات الشخصية',
  'dataExport.subject': 'حالة تنزيل بياناتك',
  'dataExport.intro':
    'احصل على نسخة من كل ما يحتفظ به Reserva عنك في أرشيف ZIP واحد: ملفك الشخصي وحجوزاتك وعروض الأسعار ورسائلها وملفاتك وسجل تسجيل الدخول والموافقات.',
  'dataExport.how': {
    zero: 'يُجهَّز في الخلفية وسنرسل إليك بريدًا إلكترونيًا عندما يصبح جاهزًا. لا يمكن تنزيله إلا من حسابك، لمدة {count} يوم.',
    one: 'يُجهَّز في الخلفية وسنرسل إليك بريدًا إلكترونيًا عندما يصبح جاهزًا. لا يمكن تنزيله إلا من حسابك، لمدة يوم واحد.',
    two: 'يُجهَّز في الخلفية وسنرسل إليك بريدًا إلكترونيًا عندما يصبح جاهزًا. لا يمكن تنزيله إلا من حسابك، لمدة يومين.',
    few: 'يُجهَّز في الخلفية وسنرسل إليك بريدًا إلكترونيًا عندما يصبح جاهزًا. لا يمكن تنزيله إلا من حسابك، لمدة {count} أيام.',
    many: 'يُجهَّز في الخلفية وسنرسل إليك بريدًا إلكترونيًا عندما يصبح جاهزًا. لا يمكن تنزيله إلا من حسابك، لمدة {count} يومًا.',
    other:
      'يُجهَّز في الخلفية وسنرسل إليك بريدًا إلكترونيًا عندما يصبح جاهزًا. لا يمكن تنزيله إلا من حسابك، لمدة {count} يوم.',
  },
  'dataExport.personIntro':
    'نسخة من كل ما يحتفظ به Reserva عن هذا الشخص في أرشيف ZIP واحد: ملفه الشخصي وحجوزاته وعروض الأسعار ورسائلها وملفاته وسجل تسجيل الدخول والموافقات.',
  'dataExport.prepare': 'جهّز تنزيل بياناتي',
  'dataExport.personPrepare': 'جهّز تصديرًا',
  'dataExport.preparing': 'جارٍ التجهيز… سنرسل إليك بريدًا إلكترونيًا عندما يصبح جاهزًا',
  'dataExport.ready': 'جاهز: {size}، متاح حتى {until}.',
  'dataExport.download': 'نزّل بياناتي',
  'dataExport.personDownload': 'نزّل التصدير',
  'dataExport.prepareNew': 'جهّز تنزيلًا جديدًا',
  'dataExport.failedTitle': 'تعذّر تجهيز التنزيل',
  'dataExport.failedText': 'حدث خطأ من جهتنا. حاول مجددًا بعد قليل.',
  'dataExport.tryAgain': 'حاول مجددًا',
  'dataExport.expired': 'انتهت صلاحية التنزيل الأخير في {when} وحُذف.',
  'dataExport.tooManyUntil':
    'طلبت اليوم الحد الأقصى المسموح به من التنزيلات. يمكنك الطلب مجددًا بدءًا من {when}.',
} satisfies CatalogueOf<typeof english>
