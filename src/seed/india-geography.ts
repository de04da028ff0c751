import type { NameGroup } from './indian-names';

export interface City {
  readonly name: string;
  /** Head post office PIN code of the city (or of a well-known locality in it). */
  readonly pincode: string;
}

export interface District {
  readonly name: string;
  readonly cities: readonly City[];
}

export interface StateOrUt {
  readonly name: string;
  /** Name groups most residents' names are drawn from; see indian-names.ts. */
  readonly nameGroups: readonly NameGroup[];
  /** Class 12 board of the state, null where students mostly sit CBSE (e.g. Delhi, Chandigarh). */
  readonly stateBoard: string | null;
  /** State engineering entrance test, null where none is common. */
  readonly engineeringCet: string | null;
  readonly districts: readonly District[];
}

const c = (name: string, pincode: string): City => ({ name, pincode });
const d = (name: string, ...cities: City[]): District => ({ name, cities });

export const INDIA_GEOGRAPHY: readonly StateOrUt[] = [
  {
    name: 'Maharashtra',
    nameGroups: ['marathi'],
    stateBoard: 'Maharashtra State Board',
    engineeringCet: 'MHT CET',
    districts: [
      d('Mumbai City', c('Mumbai', '400001'), c('Dadar', '400014')),
      d('Mumbai Suburban', c('Andheri', '400053'), c('Borivali', '400066')),
      d('Pune', c('Pune', '411001'), c('Pimpri-Chinchwad', '411018')),
      d('Thane', c('Thane', '400601'), c('Kalyan', '421301'), c('Navi Mumbai', '400703')),
      d('Nagpur', c('Nagpur', '440001')),
      d('Nashik', c('Nashik', '422001')),
    ],
  },
  {
    name: 'Karnataka',
    nameGroups: ['kannada'],
    stateBoard: 'Karnataka State Board',
    engineeringCet: 'KCET',
    districts: [
      d('Bengaluru Urban', c('Bengaluru', '560001'), c('Whitefield', '560066')),
      d('Mysuru', c('Mysuru', '570001')),
      d('Dakshina Kannada', c('Mangaluru', '575001'), c('Puttur', '574201')),
      d('Dharwad', c('Hubballi', '580020'), c('Dharwad', '580001')),
      d('Udupi', c('Udupi', '576101'), c('Manipal', '576104')),
      d('Belagavi', c('Belagavi', '590001')),
    ],
  },
  {
    name: 'Tamil Nadu',
    nameGroups: ['tamil'],
    stateBoard: 'Tamil Nadu State Board',
    engineeringCet: null,
    districts: [
      d('Chennai', c('Chennai', '600001'), c('Tambaram', '600045')),
      d('Coimbatore', c('Coimbatore', '641001'), c('Pollachi', '642001')),
      d('Madurai', c('Madurai', '625001')),
      d('Tiruchirappalli', c('Tiruchirappalli', '620001')),
      d('Salem', c('Salem', '636001')),
      d('Vellore', c('Vellore', '632001')),
    ],
  },
  {
    name: 'Kerala',
    nameGroups: ['malayali', 'christian'],
    stateBoard: 'Kerala State Board',
    engineeringCet: 'KEAM',
    districts: [
      d('Thiruvananthapuram', c('Thiruvananthapuram', '695001')),
      d('Ernakulam', c('Kochi', '682001'), c('Aluva', '683101')),
      d('Kozhikode', c('Kozhikode', '673001')),
      d('Thrissur', c('Thrissur', '680001')),
      d('Kottayam', c('Kottayam', '686001')),
      d('Kannur', c('Kannur', '670001')),
    ],
  },
  {
    name: 'Andhra Pradesh',
    nameGroups: ['telugu'],
    stateBoard: 'Andhra Pradesh State Board',
    engineeringCet: 'AP EAPCET',
    districts: [
      d('Visakhapatnam', c('Visakhapatnam', '530001')),
      d('NTR', c('Vijayawada', '520001')),
      d('Guntur', c('Guntur', '522001'), c('Tenali', '522201')),
      d('Tirupati', c('Tirupati', '517501')),
      d('Kurnool', c('Kurnool', '518001')),
    ],
  },
  {
    name: 'Telangana',
    nameGroups: ['telugu'],
    stateBoard: 'Telangana State Board',
    engineeringCet: 'TS EAPCET',
    districts: [
      d('Hyderabad', c('Hyderabad', '500001'), c('Secunderabad', '500003')),
      d('Rangareddy', c('Gachibowli', '500032')),
      d('Hanumakonda', c('Hanamkonda', '506001'), c('Warangal', '506002')),
      d('Karimnagar', c('Karimnagar', '505001')),
      d('Nizamabad', c('Nizamabad', '503001')),
    ],
  },
  {
    name: 'Gujarat',
    nameGroups: ['gujarati'],
    stateBoard: 'Gujarat State Board',
    engineeringCet: 'GUJCET',
    districts: [
      d('Ahmedabad', c('Ahmedabad', '380001')),
      d('Surat', c('Surat', '395003')),
      d('Vadodara', c('Vadodara', '390001')),
      d('Rajkot', c('Rajkot', '360001')),
      d('Gandhinagar', c('Gandhinagar', '382010')),
      d('Bhavnagar', c('Bhavnagar', '364001')),
    ],
  },
  {
    name: 'Rajasthan',
    nameGroups: ['hindi'],
    stateBoard: 'Rajasthan State Board',
    engineeringCet: null,
    districts: [
      d('Jaipur', c('Jaipur', '302001')),
      d('Jodhpur', c('Jodhpur', '342001')),
      d('Udaipur', c('Udaipur', '313001')),
      d('Kota', c('Kota', '324001')),
      d('Ajmer', c('Ajmer', '305001'), c('Kishangarh', '305801')),
      d('Bikaner', c('Bikaner', '334001')),
    ],
  },
  {
    name: 'Uttar Pradesh',
    nameGroups: ['hindi'],
    stateBoard: 'UP Board',
    engineeringCet: null,
    districts: [
      d('Lucknow', c('Lucknow', '226001')),
      d('Kanpur Nagar', c('Kanpur', '208001')),
      d('Varanasi', c('Varanasi', '221001')),
      d('Prayagraj', c('Prayagraj', '211001')),
      d('Gautam Buddh Nagar', c('Noida', '201301'), c('Greater Noida', '201310')),
      d('Agra', c('Agra', '282001')),
    ],
  },
  {
    name: 'Madhya Pradesh',
    nameGroups: ['hindi'],
    stateBoard: 'MP Board',
    engineeringCet: null,
    districts: [
      d('Bhopal', c('Bhopal', '462001')),
      d('Indore', c('Indore', '452001'), c('Mhow', '453441')),
      d('Gwalior', c('Gwalior', '474001')),
      d('Jabalpur', c('Jabalpur', '482001')),
      d('Ujjain', c('Ujjain', '456001')),
    ],
  },
  {
    name: 'Bihar',
    nameGroups: ['hindi'],
    stateBoard: 'Bihar State Board',
    engineeringCet: null,
    districts: [
      d('Patna', c('Patna', '800001')),
      d('Gaya', c('Gaya', '823001'), c('Bodh Gaya', '824231')),
      d('Muzaffarpur', c('Muzaffarpur', '842001')),
      d('Bhagalpur', c('Bhagalpur', '812001')),
      d('Darbhanga', c('Darbhanga', '846004')),
    ],
  },
  {
    name: 'West Bengal',
    nameGroups: ['bengali'],
    stateBoard: 'West Bengal State Board',
    engineeringCet: 'WBJEE',
    districts: [
      d('Kolkata', c('Kolkata', '700001')),
      d('North 24 Parganas', c('Barasat', '700124'), c('Salt Lake', '700091')),
      d('Howrah', c('Howrah', '711101')),
      d('Darjeeling', c('Siliguri', '734001'), c('Darjeeling', '734101')),
      d('Paschim Bardhaman', c('Durgapur', '713201'), c('Asansol', '713301')),
      d('Hooghly', c('Chinsurah', '712101')),
    ],
  },
  {
    name: 'Odisha',
    nameGroups: ['odia'],
    stateBoard: 'Odisha State Board',
    engineeringCet: 'OJEE',
    districts: [
      d('Khordha', c('Bhubaneswar', '751001')),
      d('Cuttack', c('Cuttack', '753001')),
      d('Ganjam', c('Berhampur', '760001')),
      d('Sundargarh', c('Rourkela', '769001')),
      d('Sambalpur', c('Sambalpur', '768001')),
    ],
  },
  {
    name: 'Punjab',
    nameGroups: ['punjabi'],
    stateBoard: 'Punjab State Board',
    engineeringCet: null,
    districts: [
      d('Ludhiana', c('Ludhiana', '141001')),
      d('Amritsar', c('Amritsar', '143001')),
      d('Jalandhar', c('Jalandhar', '144001')),
      d('Patiala', c('Patiala', '147001')),
      d('SAS Nagar', c('Mohali', '160062')),
    ],
  },
  {
    name: 'Haryana',
    nameGroups: ['hindi', 'punjabi'],
    stateBoard: 'Haryana State Board',
    engineeringCet: null,
    districts: [
      d('Gurugram', c('Gurugram', '122001')),
      d('Faridabad', c('Faridabad', '121001')),
      d('Panipat', c('Panipat', '132103')),
      d('Ambala', c('Ambala', '133001')),
      d('Hisar', c('Hisar', '125001')),
      d('Rohtak', c('Rohtak', '124001')),
    ],
  },
  {
    name: 'Delhi',
    nameGroups: ['hindi', 'punjabi'],
    stateBoard: null,
    engineeringCet: null,
    districts: [
      d('New Delhi', c('New Delhi', '110001')),
      d('South Delhi', c('Saket', '110017'), c('Hauz Khas', '110016')),
      d('North West Delhi', c('Rohini', '110085')),
      d('East Delhi', c('Laxmi Nagar', '110092')),
      d('South West Delhi', c('Dwarka', '110075')),
    ],
  },
  {
    name: 'Assam',
    nameGroups: ['assamese', 'bengali'],
    stateBoard: 'Assam State Board',
    engineeringCet: null,
    districts: [
      d('Kamrup Metropolitan', c('Guwahati', '781001')),
      d('Dibrugarh', c('Dibrugarh', '786001')),
      d('Cachar', c('Silchar', '788001')),
      d('Jorhat', c('Jorhat', '785001')),
      d('Nagaon', c('Nagaon', '782001')),
    ],
  },
  {
    name: 'Jharkhand',
    nameGroups: ['hindi'],
    stateBoard: 'Jharkhand State Board',
    engineeringCet: null,
    districts: [
      d('Ranchi', c('Ranchi', '834001')),
      d('East Singhbhum', c('Jamshedpur', '831001')),
      d('Dhanbad', c('Dhanbad', '826001')),
      d('Bokaro', c('Bokaro Steel City', '827001')),
    ],
  },
  {
    name: 'Chhattisgarh',
    nameGroups: ['hindi'],
    stateBoard: 'Chhattisgarh State Board',
    engineeringCet: null,
    districts: [d('Raipur', c('Raipur', '492001')), d('Durg', c('Bhilai', '490001'), c('Durg', '491001')), d('Bilaspur', c('Bilaspur', '495001'))],
  },
  {
    name: 'Uttarakhand',
    nameGroups: ['hindi'],
    stateBoard: 'Uttarakhand State Board',
    engineeringCet: null,
    districts: [
      d('Dehradun', c('Dehradun', '248001'), c('Rishikesh', '249201')),
      d('Haridwar', c('Haridwar', '249401'), c('Roorkee', '247667')),
      d('Nainital', c('Haldwani', '263139'), c('Nainital', '263001')),
    ],
  },
  {
    name: 'Himachal Pradesh',
    nameGroups: ['hindi'],
    stateBoard: 'Himachal Pradesh State Board',
    engineeringCet: null,
    districts: [
      d('Shimla', c('Shimla', '171001')),
      d('Kangra', c('Dharamshala', '176215')),
      d('Mandi', c('Mandi', '175001')),
      d('Solan', c('Solan', '173212')),
    ],
  },
  {
    name: 'Goa',
    nameGroups: ['christian', 'marathi'],
    stateBoard: 'Goa State Board',
    engineeringCet: 'GCET',
    districts: [d('North Goa', c('Panaji', '403001'), c('Mapusa', '403507')), d('South Goa', c('Margao', '403601'), c('Vasco da Gama', '403802'))],
  },
  {
    name: 'Chandigarh',
    nameGroups: ['punjabi', 'hindi'],
    stateBoard: null,
    engineeringCet: null,
    districts: [d('Chandigarh', c('Chandigarh', '160017'), c('Manimajra', '160101'))],
  },
  {
    name: 'Jammu and Kashmir',
    nameGroups: ['kashmiri', 'muslim'],
    stateBoard: 'JKBOSE',
    engineeringCet: null,
    districts: [d('Srinagar', c('Srinagar', '190001')), d('Jammu', c('Jammu', '180001')), d('Anantnag', c('Anantnag', '192101'))],
  },
];
