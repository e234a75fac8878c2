import { describe, expect, it } from 'vitest';
import { courseNameFinder, type CourseName } from './course-name-variants';

const names: CourseName[] = [
  { lng: 'en', id: 'softSkills', ns: 'courses-programmes', name: 'Soft Skills Courses' },
  { lng: 'en', id: 'pmp', ns: 'courses-business', name: 'PMP Certificate' },
  { lng: 'en', id: 'icdlCourse', ns: 'courses-it', name: 'ICDL Course' },
  { lng: 'en', id: 'icdlExam', ns: 'courses-it', name: 'ICDL Exam' },
  { lng: 'en', id: 'generalEnglish', ns: 'courses-languages', name: 'General English Courses' },
  {
    lng: 'en',
    id: 'cambridgeGeneral',
    ns: 'courses-exams',
    name: 'Cambridge General English Exams',
  },
  { lng: 'ar', id: 'photoshop', ns: 'courses-it', name: 'دورة فوتوشوب' },
  { lng: 'ar', id: 'softSkills', ns: 'courses-programmes', name: 'دورات المهارات الناعمة' },
  { lng: 'ar', id: 'dmm', ns: 'courses-business', name: 'شهادة إدارة التسويق' },
  { lng: 'ar', id: 'icdlCourse', ns: 'courses-it', name: 'دورة ICDL' },
];
const find = courseNameFinder(names);
const found = (lng: 'en' | 'ar', text: string) =>
  find(lng, text).map((v) => `${v.text} → ${v.course.name}`);

describe('a course name written another way', () => {
  it('English: other capitals, or another head word written as a name', () => {
    expect(found('en', 'Join a Soft Skills Course, or our Soft skills Courses.')).toEqual([
      'Soft Skills Course → Soft Skills Courses',
      'Soft skills Courses → Soft Skills Courses',
    ]);
    expect(found('en', 'The PMP Diploma, the PMP Course and PMP Certificates.')).toEqual([
      'PMP Diploma → PMP Certificate',
      'PMP Course → PMP Certificate',
      'PMP Certificates → PMP Certificate',
    ]);
    expect(find('en', 'Book the PMP Diploma.')[0]?.offset).toBe(9);
  });

  it('English: generic uses pass (a lower-case head, another course, an award)', () => {
    expect(found('en', 'Our soft skills courses and a PMP certificate; the PMP exam.')).toEqual([]);
    expect(
      found('en', 'The ICDL course, the ICDL Course, the ICDL Exam, an ICDL Certificate.'),
    ).toEqual([]);
    // Inside another course's name: «General English Exams» is part of a Cambridge name.
    expect(found('en', 'Sit the Cambridge General English Exams.')).toEqual([]);
  });

  it('Arabic: «ال» added or dropped on some words, or a certificate called a diploma', () => {
    expect(found('ar', 'سجلوا في دورة الفوتوشوب أو بدورة الفوتوشوب.')).toEqual([
      'دورة الفوتوشوب → دورة فوتوشوب',
      'بدورة الفوتوشوب → دورة فوتوشوب',
    ]);
    expect(found('ar', 'ودورات المهارات ناعمة')).toEqual([
      'ودورات المهارات ناعمة → دورات المهارات الناعمة',
    ]);
    expect(found('ar', 'دبلوم إدارة التسويق، ودبلومة إدارة التسويق')).toEqual([
      'دبلوم إدارة التسويق → شهادة إدارة التسويق',
      'ودبلومة إدارة التسويق → شهادة إدارة التسويق',
    ]);
  });

  it('Arabic: generic uses pass (indefinite throughout, another number, the award)', () => {
    expect(
      found(
        'ar',
        'دورات مهارات ناعمة، ولدورات المهارات الناعمة، وشهادات إدارة التسويق، وشهادة إدارة تسويق، وشهادة ICDL، ودورة فوتوشوب.',
      ),
    ).toEqual([]);
  });
});
