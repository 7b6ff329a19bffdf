import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { FlowMessages } from '../../en/booking/flow.ts'

export const flowMessages = {
  'book.title': 'احجز موعدًا',
  'book.description':
    'اختر خدمة، ثم اليوم والوقت المناسبين لك، وأضف بياناتك وأكّد الحجز. ستحصل على رقم الحجز فورًا.',

  'bookingSteps.label': 'مراحل الحجز',
  'bookingSteps.service': 'الخدمة',
  'bookingSteps.time': 'اليوم والوقت',
  'bookingSteps.details': 'بياناتك',
  'bookingSteps.confirm': 'التأكيد',
  'bookingSteps.done': '(مكتملة)',
  'bookingFlow.titleService': 'اختر خدمة',
  'bookingFlow.titleTime': 'اختر اليوم والوقت',
  'bookingFlow.titleDetails': 'بياناتك',
  'bookingFlow.titleConfirm': 'راجع الحجز وأكّده',
  'bookingFlow.chooseAnother': 'يُرجى اختيار وقت آخر',
  'bookingFlow.servicesSubject': 'الخدمات',
  'bookingFlow.quoteOnly':
    'تُسعَّر خدمة {name} حسب كل عمل، لذا لا يمكن حجزها عبر الإنترنت: اطلب عرض سعر أو اختر خدمة أخرى.',
  'bookingFlow.serviceGone':
    'الخدمة الواردة في هذا الرابط لم تعد متاحة. يُرجى اختيار خدمة من القائمة أدناه.',
  'bookingFlow.nothing': 'لا يمكن حجز أي شيء عبر الإنترنت في الوقت الحالي.',
  'bookingFlow.service': 'الخدمة',
  'bookingFlow.changeService': 'تغيير الخدمة',
  'bookingFlow.time': 'الوقت',
  'bookingFlow.changeTime': 'تغيير الوقت',

  'bookingDetails.form': 'بياناتك',
  'bookingDetails.enterEmail': 'أدخل بريدك الإلكتروني',
  'bookingDetails.onlyOne': 'لم يتبقَّ سوى مكان واحد في هذا الوقت.',
  'bookingDetails.between': 'اختر عدد أشخاص بين 1 و{max}.',
  'bookingDetails.notesTooLong': 'يُرجى ألا يتجاوز طول الملاحظات {max} حرف.',
  'bookingDetails.people': 'عدد الأشخاص',
  'bookingDetails.placesLeft': {
    zero: 'لم يتبقَّ أي مكان في هذا الوقت.',
    one: 'يتبقّى مكان واحد في هذا الوقت.',
    two: 'يتبقّى مكانان في هذا الوقت.',
    few: 'تتبقّى {count} أماكن في هذا الوقت.',
    many: 'يتبقّى {count} مكانًا في هذا الوقت.',
    other: 'يتبقّى {count} مكان في هذا الوقت.',
  },
  'bookingDetails.upTo': {
    zero: 'حتى {count} شخص.',
    one: 'لشخص واحد.',
    two: 'حتى شخصين.',
    few: 'حتى {count} أشخاص.',
    many: 'حتى {count} شخصًا.',
    other: 'حتى {count} شخص.',
  },
  'bookingDetails.name': 'اسمك',
  'bookingDetails.email': 'البريد الإلكتروني',
  'bookingDetails.emailHint': 'سنرسل إليك رمزًا لتأكيده، وتفاصيل حجزك.',
  'bookingDetails.phone': 'رقم الهاتف',
  'bookingDetails.phoneOptional': 'اختياري. للتواصل معك عند الحاجة.',
  'bookingDetails.phoneRequired': 'للتواصل معك عند الحاجة.',
  'bookingDetails.notes': 'ملاحظات لنا',
  'bookingDetails.notesHint': 'اختياري. أي شيء ينبغي أن نعرفه قبل حضورك.',
  'bookingDetails.continue': 'متابعة',
  'bookingDetails.orSignIn': 'أو سجّل الدخول',
  'bookingDetails.signInToBook': 'سجّل الدخول للحجز',
  'bookingDetails.orSignInText':
    'بالحساب ترى جميع حجوزاتك في مكان واحد. يُحفظ ما اخترته أثناء تسجيل الدخول.',
  'bookingDetails.signInText':
    'تحتاج إلى حساب للحجز، حتى تتمكن لاحقًا من عرض حجزك أو نقله أو إلغائه. يُحفظ ما اخترته أثناء تسجيل الدخول.',
  'bookingDetails.signInAndContinue': 'سجّل الدخول وتابع',
  'bookingDetails.createAccount': 'إنشاء حساب',

  'changeNotice.title': 'قريب من موعد البدء',
  'changeNotice.when': '{date}، {time} ({zone})',
  'changeNotice.both': 'يمكنك إلغاء هذا الحجز أو نقله عبر الإنترنت حتى {when}.',
  'changeNotice.each': 'يمكنك إلغاء هذا الحجز عبر الإنترنت حتى {cancel}، ونقله حتى {move}.',
  'changeNotice.neither':
    'بعد الحجز، لا يمكن إلغاء هذا الموعد أو نقله عبر الإنترنت: تُغلق التعديلات قبل البدء بمدة {duration}. تواصل معنا إذا تغيّرت خططك.',
  'changeNotice.noCancel':
    'بعد الحجز، لا يمكن إلغاء هذا الموعد عبر الإنترنت: يُغلق الإلغاء قبل البدء بمدة {duration}. ويمكنك نقله عبر الإنترنت حتى {when}.',
  'changeNotice.noMove':
    'بعد الحجز، لا يمكن نقل هذا الموعد عبر الإنترنت: يُغلق النقل قبل البدء بمدة {duration}. ويمكنك إلغاؤه عبر الإنترنت حتى {when}.',
  'confirmStep.back': 'رجوع',
  'confirmStep.signInAgain': 'سجّل الدخول مجددًا',
  'confirmStep.holding': 'نحجز لك هذا الوقت…',
  'confirmStep.holdFailed': 'تعذّر علينا حجز هذا الوقت لك',
  'confirmStep.tryAgain': 'حاول مجددًا',
  'confirmStep.held': 'هذا الوقت محجوز لك: {left}. أكّد قبل ذلك ليصبح لك.',
  'confirmStep.left': 'يتبقّى {time}',
  'confirmStep.released':
    'لم نعد نحجز هذا الوقت لك. قد يكون لا يزال متاحًا: أكّد لتحاول، أو ارجع واختر وقتًا آخر.',
  'confirmStep.notMade': 'لم يتم حجزك',
  'confirmStep.confirm': 'تأكيد الحجز',
  'guestConfirm.checkMail': 'تحقّق من بريدك الإلكتروني',
  'guestConfirm.sent':
    'أرسلنا رمزًا من ستة أرقام إلى {email}. أدخله هنا لتأكيد حجزك، أو اضغط الزر الموجود في الرسالة.',
  'guestConfirm.form': 'التأكيد بالرمز',
  'guestConfirm.code': 'الرمز الوارد في الرسالة',
  'guestConfirm.held': 'هذا الوقت محجوز لك: {left}.',
  'guestConfirm.released': 'لم نعد نحجز هذا الوقت لك. قد يكون لا يزال متاحًا: أدخل الرمز لتحاول.',
  'guestConfirm.startAgain': 'البدء من جديد',
  'guestConfirm.noMail':
    'لم تصلك رسالة بعد بضع دقائق؟ تحقّق من مجلد الرسائل غير المرغوب فيها، أو {check}.',
  'guestConfirm.checkAddress': 'راجع العنوان الذي أدخلته',
  'guestConfirm.nextCode':
    'سنرسل بعد ذلك رمزًا إلى بريدك الإلكتروني، ونحجز لك هذا الوقت ريثما تُدخله.',
  'guestConfirm.nextBook':
    'سنحجز لك فورًا ونرسل التفاصيل إلى بريدك الإلكتروني، مع رابط لتعديل الحجز أو إلغائه.',
  'guestConfirm.sendCode': 'أرسل لي الرمز',

  'bookingConfirmation.title': 'تأكيد الحجز',
  'bookingConfirmation.cancelledTitle': 'حجز ملغى',
  'bookingConfirmation.declinedTitle': 'حجز مرفوض',
  'bookingConfirmation.invalid':
    'لا يحتوي هذا الرابط على رقم حجز صالح. افتح الرابط من رسالة التأكيد، أو احجز موعدًا جديدًا.',
  'bookingConfirmation.missing':
    'لا يحدّد هذا الرابط الحجز المطلوب عرضه. افتح الرابط من رسالة التأكيد، أو احجز موعدًا جديدًا.',
  'bookingConfirmation.bookATime': 'احجز موعدًا',
  'bookingConfirmation.reference': 'رقم الحجز',
  'bookingConfirmation.signInText':
    'سجّل الدخول لعرض تفاصيل هذا الحجز، أو إضافته إلى تقويمك، أو نقله، أو إلغائه. احتفظ بهذا الرقم في متناول يدك إذا تواصلت معنا بشأنه.',
  'bookingConfirmation.signIn': 'سجّل الدخول لعرض حجزك',

  'embedBook.title': 'احجز موعدًا',
  'embedBook.titleWith': 'احجز لدى {name}',
  'embedBook.openInNewTab': 'افتح في علامة تبويب جديدة',
  'embedBook.requested': 'وصلنا طلبك',
  'embedBook.booked': 'تمّ حجزك',
  'embedBook.reference': 'الرقم',
  'embedBook.detailsSent': 'التفاصيل في طريقها إلى بريدك الإلكتروني.',
  'embedBook.seeBooking': 'اعرض حجزك في علامة تبويب جديدة',
  'embedBook.bookAnother': 'احجز موعدًا آخر',
  'embedApp.cannotShow': 'لا يمكن عرض هذه الصفحة هنا.',
} satisfies CatalogueOf<FlowMessages>
