import { StudentEntity } from '@modules/leads/adapters/persistence/student.entity';
import type { Orm } from '@platform/db/orm';

let n = 0;

export type StudentSeed = Partial<{
  studentName: string;
  emailId: string | null;
  mobileNumber: string;
  gender: string;
  stream: string;
  state: string;
  city: string | null;
  entranceExam: string | null;
  course: string;
  passingYear: number;
  pincode: string;
  district: string;
  age: number | null;
  dateOfBirth: string | null;
  address: string;
  collegeName: string;
  emailVerified: boolean;
  mobileVerified: boolean;
  whatsappVerified: boolean;
  createdAt: Date;
}>;

/** A student with believable defaults; override what the test is about. */
export async function addStudents(orm: Orm, seeds: StudentSeed[]): Promise<string[]> {
  const em = orm.em.fork();
  const rows = seeds.map((seed) => {
    n += 1;
    return em.create(StudentEntity, {
      studentName: `Student ${n}`,
      mobileNumber: `9${String(100000000 + n * 7919).slice(-9)}`,
      emailId: `student${n}@example.in`,
      fatherName: 'Ramesh Kumar',
      motherName: 'Lakshmi Devi',
      gender: 'Female',
      stream: 'Science',
      course: 'Class 12',
      entranceExam: 'NEET',
      passingYear: 2026,
      collegeName: 'Government Higher Secondary School',
      address: '14 Temple Street',
      city: 'Kochi',
      district: 'Ernakulam',
      state: 'Kerala',
      pincode: '682001',
      age: 17,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, n)),
      ...seed,
    });
  });
  await em.flush();
  return rows.map((row) => row.id);
}
