/**
 * A labelled set of household documents, Arabic and English, for measuring the learned
 * classifier (issue 15): eight document types, eight documents each (four per language), written
 * the way such papers read. Used by the accuracy test and `npm run bench`.
 */
export const classifierCorpus: readonly { type: string; text: string }[] = [
  // warranty
  {
    type: 'warranty',
    text: 'شهادة ضمان لمدة سنتين على الثلاجة من تاريخ الشراء تشمل قطع الغيار والعمالة',
  },
  {
    type: 'warranty',
    text: 'ضمان المكيف خمس سنوات على الضاغط وسنتان على باقي الأجزاء لدى الوكيل المعتمد',
  },
  {
    type: 'warranty',
    text: 'بطاقة الضمان: يرجى إبراز البطاقة وفاتورة الشراء عند طلب الخدمة خلال فترة الضمان',
  },
  {
    type: 'warranty',
    text: 'يغطي الضمان عيوب التصنيع ولا يشمل سوء الاستخدام أو الكسر. مدة الضمان 24 شهرا',
  },
  {
    type: 'warranty',
    text: 'Limited warranty: this appliance is covered against defects in materials and workmanship for two years',
  },
  {
    type: 'warranty',
    text: 'Warranty card. Keep with your proof of purchase. Coverage includes parts and labour for 12 months',
  },
  {
    type: 'warranty',
    text: 'Extended warranty certificate, compressor covered for five years from the date of installation',
  },
  {
    type: 'warranty',
    text: 'The manufacturer warrants the television free of defects; the warranty does not cover accidental damage',
  },
  // manual
  {
    type: 'manual',
    text: 'دليل المستخدم: تعليمات التركيب والتشغيل والتنظيف للغسالة الأوتوماتيكية',
  },
  {
    type: 'manual',
    text: 'اقرأ التعليمات بعناية قبل تشغيل الجهاز لأول مرة واحتفظ بهذا الدليل للرجوع إليه',
  },
  {
    type: 'manual',
    text: 'كتيب التشغيل: لضبط درجة الحرارة اضغط على زر الإعدادات ثم استخدم الأسهم',
  },
  {
    type: 'manual',
    text: 'إرشادات السلامة وخطوات التركيب خطوة بخطوة مع جدول استكشاف الأعطال وإصلاحها',
  },
  {
    type: 'manual',
    text: 'User manual. Read all safety instructions before operating the dishwasher for the first time',
  },
  {
    type: 'manual',
    text: 'Installation guide: step 1 mount the bracket, step 2 connect the water supply, step 3 level the unit',
  },
  {
    type: 'manual',
    text: 'Operating instructions and troubleshooting table for the air purifier; press the mode button to cycle settings',
  },
  {
    type: 'manual',
    text: 'Owner guide with cleaning instructions, safety warnings and a quick start section',
  },
  // invoice
  {
    type: 'invoice',
    text: 'فاتورة ضريبية رقم 4512 الإجمالي شامل ضريبة القيمة المضافة 15 بالمئة المبلغ المستحق',
  },
  {
    type: 'invoice',
    text: 'فاتورة كهرباء لشهر أكتوبر الاستهلاك بالكيلوواط المبلغ المستحق وتاريخ الاستحقاق',
  },
  {
    type: 'invoice',
    text: 'فاتورة مياه: رقم الحساب، القراءة السابقة والحالية، قيمة الاستهلاك، المبلغ الواجب سداده',
  },
  {
    type: 'invoice',
    text: 'فاتورة مبدئية لأعمال الدهان بالمبلغ الإجمالي قبل الضريبة والرقم الضريبي للمورد',
  },
  {
    type: 'invoice',
    text: 'Tax invoice number INV-2207. Subtotal, VAT 15%, total amount due within 30 days',
  },
  {
    type: 'invoice',
    text: 'Electricity bill for October: meter reading, consumption in kWh, amount due and due date',
  },
  {
    type: 'invoice',
    text: 'Invoice for internet service, billing period September, account number and balance due',
  },
  {
    type: 'invoice',
    text: 'Invoice from the contractor: labour and materials, VAT registration number, payment terms net 15',
  },
  // receipt
  {
    type: 'receipt',
    text: 'إيصال استلام نقدي: استلمنا من السيد المبلغ المذكور نقدا وذلك عن قيمة الشراء',
  },
  { type: 'receipt', text: 'إيصال دفع من نقطة البيع مدى تمت العملية بنجاح شكرا لتسوقكم معنا' },
  { type: 'receipt', text: 'سند قبض رقم 88 استلمت مبلغا وقدره خمسمائة ريال نقدا' },
  {
    type: 'receipt',
    text: 'إيصال الشراء من السوبرماركت: المشتريات، المدفوع، الباقي، طريقة الدفع بطاقة',
  },
  {
    type: 'receipt',
    text: 'Payment receipt. Thank you for shopping with us. Paid by card, change due 0.00',
  },
  {
    type: 'receipt',
    text: 'Cash receipt: received from Mr Ahmed the sum of five hundred riyals in full payment',
  },
  {
    type: 'receipt',
    text: 'Store receipt: items purchased, amount paid, card ending 4411, transaction approved',
  },
  {
    type: 'receipt',
    text: 'Receipt of payment for the school bus fee, paid in full, keep this receipt',
  },
  // insurance
  {
    type: 'insurance',
    text: 'وثيقة تأمين المنزل ضد الحريق والسرقة قسط التأمين السنوي ومبلغ التحمل',
  },
  {
    type: 'insurance',
    text: 'بوليصة تأمين شامل للسيارة رقم الوثيقة المؤمن له وحدود التغطية والاستثناءات',
  },
  { type: 'insurance', text: 'تأمين طبي للعائلة شبكة المستشفيات ونسبة التحمل وسقف التغطية السنوي' },
  {
    type: 'insurance',
    text: 'شهادة تأمين ضد الغير سارية المفعول مع بيانات المؤمن له وشركة التأمين',
  },
  {
    type: 'insurance',
    text: 'Home insurance policy schedule: policyholder, sum insured, annual premium and excess',
  },
  {
    type: 'insurance',
    text: 'Motor insurance certificate, comprehensive cover, policy number and period of insurance',
  },
  {
    type: 'insurance',
    text: 'Health insurance card for the family: network, deductible, co-payment and annual limit',
  },
  {
    type: 'insurance',
    text: 'Contents insurance renewal notice, your premium and cover for theft, fire and water damage',
  },
  // maintenance_record
  {
    type: 'maintenance_record',
    text: 'تقرير صيانة المكيف: تم تنظيف الفلاتر وتعبئة الغاز وفحص الضاغط',
  },
  {
    type: 'maintenance_record',
    text: 'سجل الصيانة الدورية للمصعد: الفني، التاريخ، الأعمال المنجزة، الملاحظات',
  },
  { type: 'maintenance_record', text: 'أمر عمل صيانة: إصلاح تسريب السباك وتغيير المحبس في المطبخ' },
  { type: 'maintenance_record', text: 'تقرير فحص سخان الماء وتصريف الترسبات واستبدال صمام الأمان' },
  {
    type: 'maintenance_record',
    text: 'Service report: technician cleaned the filters, recharged refrigerant and checked the compressor',
  },
  {
    type: 'maintenance_record',
    text: 'Maintenance log for the boiler, annual service completed, pressure checked, parts replaced',
  },
  {
    type: 'maintenance_record',
    text: 'Work order: plumber repaired the leak under the sink and replaced the valve',
  },
  {
    type: 'maintenance_record',
    text: 'Pest control visit record, treatment applied in kitchen and garden, next visit in six months',
  },
  // contract
  {
    type: 'contract',
    text: 'عقد إيجار سكني بين المؤجر والمستأجر مدة العقد سنة والقيمة الإيجارية تدفع على دفعات',
  },
  {
    type: 'contract',
    text: 'عقد مقاولة لأعمال الترميم يلتزم الطرف الثاني بتنفيذ الأعمال وفق الجدول الزمني',
  },
  { type: 'contract', text: 'اتفاقية تقديم خدمات النظافة الشهرية وشروط الإنهاء والتزامات الطرفين' },
  {
    type: 'contract',
    text: 'عقد صيانة سنوي للمكيفات بين الشركة والعميل يتضمن زيارتين وقطع الغيار',
  },
  {
    type: 'contract',
    text: 'Residential lease agreement between landlord and tenant, term of twelve months, rent payable monthly',
  },
  {
    type: 'contract',
    text: 'Renovation contract: the contractor agrees to complete the works per the schedule; termination clause',
  },
  {
    type: 'contract',
    text: 'Service agreement for monthly cleaning, obligations of both parties and signatures',
  },
  {
    type: 'contract',
    text: 'Annual maintenance contract between the company and the client, two visits included, signed by both parties',
  },
  // permit
  { type: 'permit', text: 'رخصة بناء صادرة من البلدية لإضافة ملحق علوي مع المخططات المعتمدة' },
  { type: 'permit', text: 'تصريح أعمال ترميم من الأمانة رقم التصريح وتاريخ الإصدار والاشتراطات' },
  { type: 'permit', text: 'شهادة إتمام البناء ومطابقة المخططات صادرة عن إدارة الرخص' },
  { type: 'permit', text: 'موافقة الدفاع المدني على أنظمة السلامة وتصريح التشغيل للمبنى' },
  {
    type: 'permit',
    text: 'Building permit issued by the municipality for an extension, approved drawings attached',
  },
  {
    type: 'permit',
    text: 'Renovation permit number 55-210, issue date, conditions of approval from the city council',
  },
  {
    type: 'permit',
    text: 'Certificate of occupancy issued by the building department after final inspection',
  },
  {
    type: 'permit',
    text: 'Fire safety approval and operating permit for the building from civil defence',
  },
];
