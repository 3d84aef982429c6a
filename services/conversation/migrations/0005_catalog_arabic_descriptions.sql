-- Every catalog text in both languages: descriptions of subjects and languages, and projects, were English only.
ALTER TABLE subjects ADD COLUMN description_ar text NOT NULL DEFAULT '';
UPDATE subjects s SET description_ar = v.description_ar
FROM (
  VALUES
    ('primary', 'arabic', 'القراءة والكتابة والقواعد'),
    ('primary', 'english', 'المفردات والقراءة والمحادثة'),
    ('primary', 'math', 'الأعداد والعمليات والأشكال'),
    ('primary', 'discover', 'المنهج المتكامل: العلوم والمجتمع والمهارات'),
    ('primary', 'religion', 'القيم والقصص'),
    ('middle', 'arabic', 'النصوص والقواعد والتعبير'),
    ('middle', 'english', 'القواعد والقراءة والكتابة'),
    ('middle', 'math', 'الجبر والهندسة والإحصاء'),
    ('middle', 'science', 'المادة والطاقة والكائنات الحية'),
    ('middle', 'social', 'تاريخ مصر والعالم وجغرافيتهما'),
    ('middle', 'ict', 'الحاسوب والإنترنت والبرامج الأولى'),
    ('high', 'arabic', 'الأدب والبلاغة والنحو'),
    ('high', 'english', 'القراءة والكتابة والرواية المقررة'),
    ('high', 'math', 'الجبر والتفاضل والهندسة والاستاتيكا'),
    ('high', 'physics', 'الحركة والموجات والكهرباء والفيزياء الحديثة'),
    ('high', 'chemistry', 'الذرات والتفاعلات والكيمياء العضوية'),
    ('high', 'biology', 'الخلايا وأجهزة الجسم والوراثة'),
    ('high', 'history', 'التاريخ المصري وتاريخ العالم'),
    ('high', 'geography', 'الجغرافيا الطبيعية والبشرية'),
    ('high', 'philosophy', 'التفكير والحجج والمنطق'),
    ('high', 'psychology', 'العقل والسلوك والمجتمع')
) AS v (stage, slug, description_ar)
WHERE s.stage = v.stage AND s.id = s.stage || '-' || s.academic_year || '-' || v.slug;

ALTER TABLE programming_languages ADD COLUMN description_ar text NOT NULL DEFAULT '';
UPDATE programming_languages l SET description_ar = v.description_ar
FROM (
  VALUES
    ('python', 'لغة أولى سهلة للأتمتة والبيانات والذكاء الاصطناعي'),
    ('javascript', 'لغة متصفح الويب و Node.js'),
    ('java', 'برمجة كائنية للتطبيقات وأندرويد'),
    ('csharp', 'برمجة .NET حديثة للتطبيقات والألعاب'),
    ('cpp', 'أنظمة سريعة والبرمجة التنافسية'),
    ('php', 'تطوير الويب من جهة الخادم'),
    ('typescript', 'جافاسكربت مع الأنواع، للبرامج الأكبر')
) AS v (id, description_ar)
WHERE l.id = v.id;

ALTER TABLE projects ADD COLUMN title_ar text NOT NULL DEFAULT '', ADD COLUMN description_ar text NOT NULL DEFAULT '';
UPDATE projects p SET title_ar = v.title_ar, description_ar = v.description_ar
FROM (
  VALUES
    ('Calculator', 'آلة حاسبة', 'الجمع والطرح والضرب والقسمة من مدخلات المستخدم'),
    ('TodoList', 'قائمة مهام', 'إضافة المهام وإنجازها وحذفها'),
    ('Guess', 'خمّن الرقم', 'يختار الحاسوب رقمًا وتخمّنه أنت بمساعدة التلميحات'),
    ('Clock', 'ساعة رقمية', 'عرض الوقت وتحديثه كل ثانية'),
    ('Slider', 'عارض صور', 'التنقل بين الصور بالتالي والسابق'),
    ('Student', 'سجلات الطلاب', 'حفظ الطلاب وعرضهم باستخدام الأصناف والكائنات'),
    ('Library', 'نظام مكتبة', 'إعارة الكتب وإرجاعها'),
    ('Notepad', 'مفكرة', 'كتابة الملفات النصية وحفظها وفتحها'),
    ('TicTacToe', 'إكس أو', 'لاعبان على لوحة ٣ × ٣'),
    ('Bank', 'حساب بنكي', 'الإيداع والسحب والرصيد'),
    ('StudentGrades', 'درجات الطلاب', 'المتوسطات والتقديرات من الدرجات'),
    ('BlogWebsite', 'موقع مدونة', 'تدوينات بعناوين وتواريخ وصفحات'),
    ('ContactForm', 'نموذج تواصل', 'نموذج يتحقق من المدخلات ويرسل رسالة'),
    ('LoginSystem', 'نظام تسجيل دخول', 'إنشاء حساب وتسجيل الدخول بكلمات مرور مجزّأة'),
    ('WeatherApp', 'تطبيق الطقس', 'عرض طقس مدينة من واجهة برمجية'),
    ('ChatApp', 'تطبيق دردشة', 'إرسال الرسائل واستقبالها لحظيًا')
) AS v (slug, title_ar, description_ar)
WHERE p.slug = v.slug;
