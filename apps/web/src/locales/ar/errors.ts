import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { ErrorMessages } from '../en/errors.ts'

export const messages = {
  'error.page': 'حدث خطأ ما في هذه الصفحة. يُرجى المحاولة مرة أخرى.',
  'error.ourSide': 'حدث خطأ ما لدينا. يُرجى المحاولة مرة أخرى بعد قليل.',
  'error.signedOut': 'تم تسجيل خروجك. سجّل الدخول مرة أخرى للمتابعة.',
  'error.wrongCode': 'هذا الرمز غير صحيح. تحقّق منه وحاول مرة أخرى.',
  'error.expiredCode': 'انتهت صلاحية هذا الرمز. اطلب رمزًا جديدًا وحاول مرة أخرى.',
  'error.accountExists':
    'يوجد حساب بهذا البريد الإلكتروني أو رقم الهاتف بالفعل. سجّل الدخول، أو أعد تعيين كلمة المرور إن نسيتها.',
  'error.invalid_phone_number': 'هذا ليس رقم هاتف. تحقّق منه، أو اكتبه مع + ورمز البلد.',
  'error.invalid_phone_number.examples':
    'هذا ليس رقم هاتف. اكتبه كما تطلبه هنا، مثل {national}، أو مع + ورمز البلد، مثل {international}.',
  'error.auth.invalid_origin':
    'لا يقبل هذا الخادم تسجيل الدخول من {origin}. افتح Reserva على العنوان الذي أُعطي لك، أو اطلب ممن يديره ضبط PUBLIC_URL على هذا العنوان أو إضافته إلى TRUSTED_ORIGINS.',
  'error.auth.invalid_origin.here': 'هذا العنوان',
  'error.rate_limited': 'محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد {wait}.',
  'error.bookings.cutoff_passed':
    'فات أوان تعديل هذا الحجز عبر الإنترنت: يمكن تعديله حتى {span} قبل بدايته. يُرجى الاتصال بنا.',
  'error.auth.sessionMissingSeed': 'جلسة المصادقة مفقودة!',
  'error.auth.sessionOrUserMissingSeed': 'جلسة المصادقة أو المستخدم مفقود',
  'error.validation_failed': 'بعض البيانات تحتاج إلى تعديل: راجع الملاحظات بجانب الحقول.',
  'error.bad_request': 'بعض البيانات غير صالحة. تحقّق منها وحاول مرة أخرى.',
  'error.forbidden': 'حسابك غير مسموح له بهذا الإجراء.',
  'error.not_found': 'لم يعد هذا موجودًا؛ ربما غيّره أحدهم للتو. أعد تحميل الصفحة.',
  'error.conflict': 'تغيّر هذا في أثناء ذلك. أعد تحميل الصفحة وحاول مرة أخرى.',
  'error.request.too_large': 'ما أرسلته كبير جدًا. أرسل كمية أقل في كل مرة وحاول مرة أخرى.',
  'error.auth.invalid_credentials': 'بيانات تسجيل الدخول غير صحيحة',
  'error.auth.invalid_role': 'هذا ليس دورًا معروفًا هنا: اختر عميلًا أو موظفًا أو مسؤولًا.',
  'error.auth.phone_number_not_verified':
    'لم يُؤكَّد رقم هاتفك بعد: أدخل الرمز الذي أرسلناه إليه في رسالة نصية.',
  'error.weak_password': 'كلمة المرور هذه ضعيفة جدًا:',
  'error.customers.not_a_customer':
    'هذا البريد الإلكتروني أو رقم الهاتف يخص حساب موظف. استخدم غيره، أو احجز لعميل.',
  'error.auth.sso_not_offered':
    'لا يوجد تسجيل دخول موحّد لهذا العنوان. سجّل الدخول ببريدك الإلكتروني وكلمة المرور بدلًا من ذلك.',
  'error.auth.banned_user': 'تم إيقاف هذا الحساب. يُرجى التواصل مع النشاط التجاري.',
  'error.auth.email_not_verified':
    'يُرجى تأكيد بريدك الإلكتروني أولًا: أرسلنا إليه رابطًا جديدًا. افتحه لتسجيل الدخول.',
  'error.auth.otp_not_found': 'لا يوجد رمز بانتظار هذا الرقم. اطلب رمزًا جديدًا.',
  'error.auth.invalid_two_factor_cookie': 'استغرق تسجيل الدخول وقتًا طويلًا. يُرجى البدء من جديد.',
  'error.auth.too_many_attempts': 'رموز خاطئة كثيرة جدًا. اطلب رمزًا جديدًا.',
  'error.auth.invalid_token': 'انتهت صلاحية هذا الرابط أو سبق استخدامه. اطلب رابطًا جديدًا.',
  'error.profiles.not_found': 'لم تُكمل ملفك الشخصي بعد.',
  'error.bookings.hold_busy':
    'يجري تعديل الوقت المحجوز لك في نافذة أو علامة تبويب أخرى الآن. يُرجى المحاولة مرة أخرى بعد قليل.',
  'error.bookings.slot_taken': 'حجز شخص آخر هذا الوقت للتو. يُرجى اختيار وقت آخر.',
  'error.bookings.not_a_slot':
    'لم يعد هذا الوقت متاحًا للحجز: إنه قريب جدًا أو بعيد جدًا أو خارج ساعات العمل. يُرجى اختيار وقت آخر.',
  'error.bookings.quote_only':
    'تُسعَّر هذه الخدمة لكل عمل على حدة، لذا لا يمكن حجزها عبر الإنترنت. اطلب عرض سعر بدلًا من ذلك.',
  'error.bookings.too_many_seats':
    'لا توجد أماكن كافية لهذا العدد من الأشخاص. اختر أماكن أقل أو وقتًا آخر.',
  'error.bookings.unknown_service': 'لم تعد هذه الخدمة متاحة. يُرجى اختيار خدمة أخرى.',
  'error.bookings.unknown_customer': 'لم يعد حساب هذا العميل موجودًا. اختر العميل مرة أخرى.',
  'error.bookings.customer_banned': 'هذا الحساب محظور، فلا يمكن لأحد الحجز له. اختر عميلًا آخر.',
  'error.bookings.not_a_customer': 'هذا حساب موظف. لا يمكن إنشاء الحجوزات إلا للعملاء: اختر عميلًا.',
  'error.bookings.unknown_resource':
    'هذا المورد لا يقدّم هذه الخدمة، أو لم يعد مستخدمًا. اختر موردًا آخر، أو أي مورد متاح.',
  'error.bookings.idempotency_key_reused':
    'تغيّر حجزك في أثناء إرساله. راجع التفاصيل وأكّد مرة أخرى.',
  'error.bookings.invalid_transition': 'تغيّر هذا الحجز بالفعل (ربما أُلغي أو اكتمل). لقد حدّثناه.',
  'error.bookings.link_invalid':
    'هذا الرابط لا يفتح حجزًا. انسخ الرابط كاملًا من الرسالة، أو سجّل الدخول لترى حجوزاتك.',
  'error.bookings.link_replaced':
    'أُرسل رابط أحدث لهذا الحجز. استخدم الرابط الموجود في آخر رسالة عنه.',
  'error.bookings.link_expired':
    'انتهى هذا الحجز أو أُلغي، لذا لم يعد رابطه يعمل. سجّل الدخول لترى حجوزاتك.',
  'error.quotes.link_invalid':
    'هذا الرابط لا يفتح عرض سعر. تحقّق من أنه كامل، أو استخدم الرابط في أحدث رسالة.',
  'error.quotes.link_replaced': 'أُرسل رابط أحدث لعرض السعر هذا: استخدم الرابط في أحدث رسالة.',
  'error.quotes.link_expired': 'أُغلق عرض السعر هذا منذ مدة، لذا لم يعد رابطه يعمل.',
  'error.guests.not_offered': 'الحجز بدون حساب غير متاح هنا. سجّل الدخول أو أنشئ حسابًا لتحجز.',
  'error.guests.confirmation_invalid':
    'رابط التأكيد هذا غير كامل. افتحه من الرسالة مرة أخرى، أو احجز من جديد.',
  'error.guests.code_wrong': {
    zero: 'هذا الرمز غير صحيح. تحقّق من الرسالة وحاول مرة أخرى (لم تبقَ أي محاولة).',
    one: 'هذا الرمز غير صحيح. تحقّق من الرسالة وحاول مرة أخرى (بقيت محاولة واحدة).',
    two: 'هذا الرمز غير صحيح. تحقّق من الرسالة وحاول مرة أخرى (بقيت محاولتان).',
    few: 'هذا الرمز غير صحيح. تحقّق من الرسالة وحاول مرة أخرى (بقيت {count} محاولات).',
    many: 'هذا الرمز غير صحيح. تحقّق من الرسالة وحاول مرة أخرى (بقيت {count} محاولة).',
    other: 'هذا الرمز غير صحيح. تحقّق من الرسالة وحاول مرة أخرى (بقيت {count} محاولة).',
  },
  'error.guests.confirmation_expired':
    'انتهت صلاحية هذا التأكيد، أو أُدخلت رموز خاطئة كثيرة. يُرجى اختيار موعدك مرة أخرى.',
  'error.bookings.not_started': 'لم يبدأ هذا الحجز بعد: أكمِله أو سجّل عدم الحضور بعد أن يبدأ.',
  'error.bookings.override_needs_resource':
    'اختر مع من أو مع ماذا يكون الحجز: الوقت خارج العرض يكون على مورد واحد.',
  'error.bookings.override_too_early':
    'الحجز خارج الأوقات المعروضة يمكن أن يبدأ قبل 12 ساعة على الأكثر. اختر بداية لاحقة.',
  'error.bookings.undo_expired':
    'فات أوان التراجع: يمكن التراجع عن الإكمال أو عدم الحضور خلال 15 دقيقة من تسجيله.',
  'error.catalogue.unknown_resource':
    'أحد الموارد المختارة لم يعد موجودًا. أعد تحميل الصفحة واختر مرة أخرى.',
  'error.catalogue.covers_bookings':
    'بعض الحجوزات تقع خارج هذا الوقت. انقلها أو ألغِها، أو احفظ على أي حال.',
  'error.catalogue.time_off_exists': 'توجد إجازة مسجّلة لكل هذا الوقت بالفعل.',
  'error.quotes.unknown_service': 'لم تعد تلك الخدمة متاحة. اختر خدمة أخرى.',
  'error.quotes.invalid_transition':
    'تغيّر عرض السعر هذا في أثناء ذلك (ربما انتهت صلاحية العرض أو تم الرد عليه). يظهر الآن بحالته الحالية.',
  'error.quotes.start_required': 'اختر وقتًا للعمل أولًا.',
  'error.quotes.too_many_attachments': 'يحتوي عرض السعر هذا على أقصى عدد من الملفات (5).',
  'error.storage.not_found': 'لم يعد هذا الملف موجودًا.',
  'error.storage.invalid_path': 'لا يمكن استخدام اسم الملف هذا. غيّر اسم الملف وحاول مرة أخرى.',
  'error.storage.missing_file': 'اختر ملفًا لإرفاقه أولًا.',
  'error.storage.too_large': 'هذا الملف كبير جدًا: الحد الأقصى 10 ميغابايت.',
  'error.storage.type_not_allowed':
    'لا يمكن إرفاق هذا النوع من الملفات: استخدم صورة أو ملف PDF أو ملفًا نصيًا.',
  'error.storage.quota_exceeded':
    'ستتجاوز ملفاتك مجتمعةً المساحة المتاحة لحسابك. اطلب منا حذف ما لم تعد بحاجة إليه.',
  'error.storage.too_many_files':
    'أرفقت أقصى عدد من الملفات يمكن لحسابك الاحتفاظ به. اطلب منا حذف ما لم تعد بحاجة إليه.',
  'error.storage.object_exists': 'يوجد ملف بهذا الاسم بالفعل. غيّر اسم الملف وحاول مرة أخرى.',
  'error.storage.bucket_exists': 'مساحة التخزين هذه موجودة بالفعل.',
  'error.storage.bucket_not_empty': 'ما زالت مساحة التخزين هذه تحتوي على ملفات. احذفها أولًا.',
  'error.storage.invalid_signature': 'رابط الملف هذا غير صالح. افتح الملف مرة أخرى من صفحته.',
  'error.storage.url_expired': 'انتهت صلاحية رابط الملف هذا. افتح الملف مرة أخرى من صفحته.',
  'error.people.not_found': 'لم يعد لهذا الشخص حساب هنا.',
  'error.wallets.invalid_signature':
    'تعذّر التحقق من توقيع المحفظة. حاول مرة أخرى، ووقّع الرسالة الجديدة في محفظتك.',
  'error.wallets.taken':
    'هذه المحفظة تسجّل الدخول إلى حساب آخر. سجّل الدخول بها وأزلها من هناك أولًا.',
  'error.email_change.no_address':
    'تسجّل الدخول برقم هاتف أو بمحفظة: لا يوجد في حسابك عنوان بريد إلكتروني لتغييره.',
  'error.email_change.wrong_proof': 'كلمة المرور أو الرمز غير صحيح.',
  'error.email_change.password_required': 'لحسابك كلمة مرور: أدخلها بدلًا من الرمز.',
  'error.email_change.same_address': 'هذا هو عنوان حسابك بالفعل.',
  'error.email_change.link_invalid':
    'انتهت صلاحية هذا الرابط أو استُخدم من قبل. اطلب رابطًا جديدًا من حسابك.',
  'error.email_change.address_taken': 'يستخدم حساب آخر هذا العنوان الآن، لذلك لم يتغير عنوانك.',
  'error.wallets.last_sign_in':
    'هذه المحفظة هي الطريقة الوحيدة للدخول إلى حسابك. اربط محفظة أخرى أولًا، أو أبقِ هذه.',
  'error.people.last_admin': 'يجب أن يوجد دائمًا مسؤول نشط: اجعل شخصًا آخر مسؤولًا أولًا.',
  'error.people.cannot_ban_self': 'لا يمكنك إيقاف حسابك بنفسك. يستطيع ذلك مسؤول آخر.',
  'error.people.no_pending_request': 'ليس لدى هذا الشخص طلب معلّق ليصبح موظفًا.',
  'error.people.not_banned': 'هذا الحساب غير موقوف.',
  'error.people.email_taken': 'يوجد حساب بهذا البريد الإلكتروني بالفعل.',
  'error.people.cannot_erase_self': 'احذف حسابك من لوحة التحكم الخاصة بك، لا من هنا.',
  'error.people.staff_erase_themselves': 'يحذف المسؤول حسابات الموظفين من شاشة الأشخاص.',
  'error.people.erasure_blocked':
    'لم يعد من الممكن إلغاء أحد حجوزاتك عبر الإنترنت. تواصل مع النشاط التجاري، أو احذف حسابك بعده.',
  'error.api_keys.invalid': 'مفتاح API هذا غير صالح: غير معروف أو ملغى أو منتهي الصلاحية.',
  'error.api_keys.scope': 'مفتاح API هذا غير مسموح له بهذا الإجراء.',
  'error.api_keys.not_found': 'لم يعد مفتاح API هذا موجودًا.',
  'error.api_keys.revoked': 'مفتاح API هذا ملغى بالفعل.',
  'error.calendar_feeds.not_found': 'لم يعد عنوان التقويم هذا يعمل: فقد جُدِّد أو أُوقف.',
  'error.webhooks.not_found': 'لم يعد خطاف الويب هذا موجودًا.',
  'error.webhooks.delivery_not_found': 'لم يعد هذا التسليم موجودًا.',
  'error.webhooks.address_refused':
    'لا يمكن التسليم إلى هذا العنوان: استخدم https:// وعنوانًا عامًا، لا عنوانًا داخل شبكة خاصة.',
  'error.calendar_sync.not_connected': 'لا يوجد تقويم مربوط بهذا المورد.',
  'error.calendar_sync.address_refused':
    'لا يمكن استخدام هذا العنوان: استخدم https وتقويمًا على الإنترنت لا على شبكة خاصة.',
  'error.calendar_sync.unreachable':
    'تعذّر الوصول إلى خادم التقويم، أو لم يُجب كما يُجيب خادم CalDAV. تحقق من العنوان.',
  'error.calendar_sync.refused':
    'رفض خادم التقويم اسم المستخدم أو كلمة المرور. قد تحتاج إلى كلمة مرور للتطبيق.',
  'error.calendar_sync.not_a_calendar':
    'أجاب الخادم، لكن لا يوجد تقويم على هذا العنوان. أدخل عنوان التقويم نفسه.',
  'error.data_export.too_many':
    'طلبت هذه البيانات مرات كثيرة جدًا اليوم. يُرجى المحاولة مرة أخرى لاحقًا.',
  'error.data_export.not_ready':
    'هذا التنزيل ليس جاهزًا بعد. سنرسل إليك بريدًا إلكترونيًا عندما يصبح جاهزًا.',
  'error.data_export.expired': 'انتهت صلاحية هذا التنزيل وحُذف. جهّز تنزيلًا جديدًا.',
  'error.sso_providers.not_found': 'تمت إزالة مزوّد تسجيل الدخول هذا بالفعل.',
  'error.sso_providers.domain_taken': 'يوجد بالفعل مزوّد تسجيل دخول لنطاق البريد هذا.',
  'error.sso_providers.discovery_failed':
    'تعذّرت قراءة إعدادات المزوّد من عنوانه. تحقّق من العنوان، ومن أن أصله مدرج في TRUSTED_ORIGINS.',
  'error.audit.invalid_cursor': 'تعذّر متابعة هذه القائمة. أعد تحميل الصفحة.',
  'error.network_error': 'تعذّر الوصول إلى الخادم. تحقّق من اتصالك وحاول مرة أخرى.',
} satisfies CatalogueOf<ErrorMessages>
