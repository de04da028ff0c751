/**
 * First names and surnames grouped by language/community so a generated person
 * gets a coherent name (no "Gurpreet Iyer"). Pan-Indian groups (muslim, christian)
 * are mixed into every state by the generator.
 */
export type NameGroup =
  | 'hindi'
  | 'punjabi'
  | 'marathi'
  | 'gujarati'
  | 'bengali'
  | 'odia'
  | 'assamese'
  | 'tamil'
  | 'malayali'
  | 'kannada'
  | 'telugu'
  | 'kashmiri'
  | 'muslim'
  | 'christian';

export interface NamePool {
  readonly male: readonly string[];
  readonly female: readonly string[];
  readonly surnames: readonly string[];
}

export const NAME_POOLS: Readonly<Record<NameGroup, NamePool>> = {
  hindi: {
    male: ['Aarav', 'Aditya', 'Rahul', 'Rohit', 'Vivek', 'Ankit', 'Saurabh', 'Abhishek', 'Shivam', 'Harsh', 'Yash', 'Kunal'],
    female: ['Priya', 'Neha', 'Pooja', 'Anjali', 'Shreya', 'Khushi', 'Ritika', 'Sakshi', 'Nidhi', 'Aditi', 'Muskan', 'Tanvi'],
    surnames: ['Sharma', 'Verma', 'Gupta', 'Mishra', 'Tiwari', 'Pandey', 'Yadav', 'Srivastava', 'Chauhan', 'Agarwal', 'Rajput', 'Saxena'],
  },
  punjabi: {
    male: ['Gurpreet', 'Harpreet', 'Jaskaran', 'Manpreet', 'Arjun', 'Karan', 'Simranjit', 'Navdeep', 'Ishaan', 'Rajveer'],
    female: ['Simran', 'Harleen', 'Jasleen', 'Navneet', 'Gurleen', 'Kirandeep', 'Mehak', 'Ishita', 'Rupinder', 'Amrit'],
    surnames: ['Singh', 'Bajwa', 'Gill', 'Sandhu', 'Dhillon', 'Grewal', 'Malhotra', 'Kapoor', 'Arora', 'Sethi'],
  },
  marathi: {
    male: ['Omkar', 'Siddharth', 'Pratik', 'Aniket', 'Tejas', 'Sahil', 'Vaibhav', 'Shubham', 'Prathamesh', 'Sarthak'],
    female: ['Sayali', 'Pranali', 'Rutuja', 'Gauri', 'Sneha', 'Aishwarya', 'Mrunal', 'Ketaki', 'Shruti', 'Vaishnavi'],
    surnames: ['Patil', 'Deshmukh', 'Kulkarni', 'Joshi', 'Pawar', 'Jadhav', 'Shinde', 'Gaikwad', 'Deshpande', 'Kale'],
  },
  gujarati: {
    male: ['Hardik', 'Parth', 'Jay', 'Dhruv', 'Meet', 'Nirav', 'Jignesh', 'Darshan', 'Kishan', 'Vraj'],
    female: ['Hetal', 'Krupa', 'Dhwani', 'Janvi', 'Foram', 'Riddhi', 'Nisha', 'Khyati', 'Bansari', 'Mansi'],
    surnames: ['Patel', 'Shah', 'Mehta', 'Desai', 'Trivedi', 'Bhatt', 'Parekh', 'Chaudhary', 'Joshi', 'Vyas'],
  },
  bengali: {
    male: ['Soumya', 'Arnab', 'Debashish', 'Sayan', 'Ritam', 'Subhajit', 'Anirban', 'Pritam', 'Sourav', 'Tanmoy'],
    female: ['Ananya', 'Sreya', 'Payel', 'Moumita', 'Riya', 'Debolina', 'Sudeshna', 'Trisha', 'Rupsa', 'Ishani'],
    surnames: ['Banerjee', 'Chatterjee', 'Mukherjee', 'Das', 'Bose', 'Ghosh', 'Sen', 'Chakraborty', 'Dutta', 'Roy'],
  },
  odia: {
    male: ['Subham', 'Biswajit', 'Satyajit', 'Debasis', 'Ashutosh', 'Smruti', 'Jagannath', 'Bikash'],
    female: ['Subhashree', 'Sasmita', 'Lipsa', 'Swagatika', 'Itishree', 'Smita', 'Pragyan', 'Sonali'],
    surnames: ['Mohanty', 'Panda', 'Mishra', 'Nayak', 'Patnaik', 'Sahoo', 'Behera', 'Swain', 'Pradhan', 'Rout'],
  },
  assamese: {
    male: ['Bhaskar', 'Hiranya', 'Pranjal', 'Manash', 'Dhruba', 'Bikram', 'Jyotirmoy', 'Rupam'],
    female: ['Bhagyashree', 'Anuradha', 'Pallavi', 'Jonali', 'Nilakshi', 'Dikshita', 'Barnali', 'Himakshi'],
    surnames: ['Baruah', 'Gogoi', 'Bora', 'Saikia', 'Hazarika', 'Kalita', 'Deka', 'Sarma', 'Phukan', 'Borah'],
  },
  tamil: {
    male: ['Karthik', 'Arun', 'Vignesh', 'Praveen', 'Dinesh', 'Surya', 'Gokul', 'Hari', 'Balaji', 'Senthil', 'Naveen'],
    female: ['Divya', 'Kavya', 'Lakshmi', 'Gayathri', 'Keerthana', 'Priyadharshini', 'Swetha', 'Nandhini', 'Harini', 'Janani'],
    surnames: ['Iyer', 'Iyengar', 'Subramanian', 'Krishnan', 'Rajan', 'Murugan', 'Pillai', 'Sundaram', 'Natarajan', 'Venkatesan'],
  },
  malayali: {
    male: ['Arjun', 'Vishnu', 'Akhil', 'Sreejith', 'Anand', 'Nikhil', 'Midhun', 'Abhijith', 'Rahul', 'Gokul'],
    female: ['Anjana', 'Aparna', 'Sreelakshmi', 'Athira', 'Gopika', 'Nimisha', 'Devika', 'Meera', 'Aswathy', 'Parvathy'],
    surnames: ['Nair', 'Menon', 'Pillai', 'Kurup', 'Panicker', 'Namboothiri', 'Warrier', 'Nambiar', 'Varma', 'Unnikrishnan'],
  },
  kannada: {
    male: ['Chethan', 'Darshan', 'Manjunath', 'Prajwal', 'Raghavendra', 'Shashank', 'Sudeep', 'Varun', 'Kiran', 'Nagaraj'],
    female: ['Bhavana', 'Chaitra', 'Deepika', 'Kavana', 'Nayana', 'Pavithra', 'Rashmi', 'Sahana', 'Spoorthi', 'Vidya'],
    surnames: ['Gowda', 'Hegde', 'Shetty', 'Rao', 'Kamath', 'Bhat', 'Shenoy', 'Naik', 'Kini', 'Acharya'],
  },
  telugu: {
    male: ['Sai', 'Venkat', 'Srinivas', 'Teja', 'Charan', 'Manoj', 'Ravi', 'Chaitanya', 'Pavan', 'Lokesh', 'Sandeep'],
    female: ['Sravani', 'Harika', 'Bhavya', 'Keerthi', 'Manasa', 'Sindhu', 'Tejaswini', 'Mounika', 'Sowmya', 'Lavanya'],
    surnames: ['Reddy', 'Naidu', 'Rao', 'Chowdary', 'Varma', 'Raju', 'Goud', 'Yadav', 'Prasad', 'Murthy'],
  },
  kashmiri: {
    male: ['Aamir', 'Faisal', 'Umar', 'Vikas', 'Rohan', 'Adil', 'Sahil', 'Junaid'],
    female: ['Iqra', 'Mehreen', 'Nazia', 'Shivani', 'Sanya', 'Insha', 'Rukhsar', 'Tabassum'],
    surnames: ['Bhat', 'Dar', 'Lone', 'Mir', 'Wani', 'Kaul', 'Raina', 'Pandit', 'Shah', 'Malik'],
  },
  muslim: {
    male: ['Mohammed', 'Imran', 'Arif', 'Faizan', 'Irfan', 'Zaid', 'Salman', 'Rehan', 'Ayaan', 'Shahid', 'Tanveer'],
    female: ['Ayesha', 'Fatima', 'Zainab', 'Sana', 'Afreen', 'Nazia', 'Heena', 'Sameera', 'Alina', 'Shabana', 'Rubina'],
    surnames: ['Khan', 'Ansari', 'Shaikh', 'Qureshi', 'Siddiqui', 'Sayyed', 'Pathan', 'Hussain', 'Rahman', 'Mirza'],
  },
  christian: {
    male: ['Joseph', 'John', 'Thomas', 'Jacob', 'Joel', 'Sebastian', 'Alwyn', 'Ryan', 'Kevin', 'Melvin'],
    female: ['Mary', 'Anna', 'Sneha', 'Merlin', 'Teresa', 'Sharon', 'Reshma', 'Jincy', 'Neha', 'Angela'],
    surnames: ["D'Souza", 'Fernandes', 'Rodrigues', 'Pereira', "D'Costa", 'Mathew', 'George', 'Varghese', 'Kurian', 'Thomas'],
  },
};

export const NAME_GROUPS = Object.keys(NAME_POOLS) as NameGroup[];
