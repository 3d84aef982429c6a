-- Every catalog text in both languages: the subjects' and languages' descriptions were English only.
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
