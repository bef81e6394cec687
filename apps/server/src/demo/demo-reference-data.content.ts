/**
 * Demo only: the address books, shipping item presets and dangerous goods presets of the demo sites. The
 * businesses and people are invented; the localities are real.
 */

export interface DemoContact {
  name: string;
  phone?: string;
  email?: string;
  specialInstructions?: string;
  authorityToLeave?: boolean;
}

export interface DemoEntry {
  name: string;
  code?: string;
  line1: string;
  line2?: string;
  /** Suburb and postcode of a real locality. */
  suburb: string;
  postcode: string;
  residential?: boolean;
  /** Weekday hours, HH:MM to HH:MM; Saturday hours when open then too. */
  hours?: [string, string];
  saturday?: [string, string];
  preventConsolidation?: boolean;
  requiresDeliveryTimeSlot?: boolean;
  pallets?: {
    allowedPalletTypes: ('chep' | 'loscam' | 'other')[];
    preferredTransferType: 'carrier' | 'receiver' | 'unknown';
  };
  locationLine2?: string;
  contacts: DemoContact[];
}

/** The Melbourne site's own address: each site's book holds both sites. */
const melbourneDc: DemoEntry = {
  name: 'Melbourne DC',
  code: 'MDC',
  line1: '45 Dohertys Rd',
  suburb: 'Truganina',
  postcode: '3029',
  hours: ['06:00', '18:00'],
  contacts: [{ name: 'Dispatch desk', phone: '(03) 8368 2200', email: 'dispatch.mel@demofreight.example' }],
};

/** The Sydney site's own address. */
const sydneyWarehouse: DemoEntry = {
  name: 'Sydney Warehouse',
  code: 'SYW',
  line1: '18 Wonderland Dr',
  suburb: 'Eastern Creek',
  postcode: '2766',
  hours: ['06:00', '17:00'],
  contacts: [{ name: 'Goods inwards', phone: '(02) 8814 7700', email: 'warehouse.syd@demofreight.example' }],
};

/** Melbourne DC itself and Sydney Warehouse, then receivers in every state and territory, a few households. */
export const melbourneEntries: DemoEntry[] = [
  melbourneDc,
  sydneyWarehouse,
  {
    name: 'Southbank Hardware Pty Ltd',
    code: 'SBH',
    line1: '112 City Rd',
    suburb: 'Southbank',
    postcode: '3006',
    hours: ['07:30', '17:00'],
    saturday: ['08:00', '12:00'],
    contacts: [
      {
        name: 'Mick Papadopoulos',
        phone: '(03) 9686 4410',
        email: 'orders@southbankhardware.example',
        specialInstructions: 'Deliver to the trade counter at the rear',
      },
    ],
  },
  {
    name: 'Bayside Pharmacy Group',
    code: 'BPG',
    line1: '45 Church St',
    suburb: 'Brighton',
    postcode: '3186',
    hours: ['08:30', '18:00'],
    requiresDeliveryTimeSlot: true,
    contacts: [{ name: 'Priya Natarajan', phone: '03 9592 1180', email: 'priya@baysidepharmacy.example' }],
  },
  {
    name: 'Geelong Marine Supplies',
    code: 'GMS',
    line1: '3 Mercer St',
    suburb: 'Geelong',
    postcode: '3220',
    hours: ['08:00', '16:30'],
    pallets: { allowedPalletTypes: ['chep'], preferredTransferType: 'receiver' },
    contacts: [{ name: 'Tom Harris', phone: '0412 558 301', email: 'tom@geelongmarine.example' }],
  },
  {
    name: 'Ballarat Building Supplies',
    code: 'BBS',
    line1: '210 Learmonth Rd',
    suburb: 'Wendouree',
    postcode: '3355',
    hours: ['07:00', '16:00'],
    pallets: { allowedPalletTypes: ['chep', 'loscam'], preferredTransferType: 'carrier' },
    contacts: [
      { name: 'Yard office', phone: '03 5339 2020' },
      { name: 'Karen Walsh', email: 'karen.walsh@ballaratbuilding.example' },
    ],
  },
  {
    name: 'Bendigo Cycles',
    line1: '88 Mitchell St',
    suburb: 'Bendigo',
    postcode: '3550',
    hours: ['09:00', '17:30'],
    saturday: ['09:00', '13:00'],
    contacts: [{ name: 'Sam Nguyen', phone: '0400 218 977' }],
  },
  {
    name: 'Olivia Chen',
    line1: '14 Wattle Gr',
    suburb: 'Box Hill',
    postcode: '3128',
    residential: true,
    contacts: [
      {
        name: 'Olivia Chen',
        phone: '0433 902 114',
        specialInstructions: 'Leave at the side gate',
        authorityToLeave: true,
      },
    ],
  },
  {
    name: 'Dandenong Auto Parts',
    code: 'DAP',
    line1: '17 Princes Hwy',
    suburb: 'Dandenong',
    postcode: '3175',
    hours: ['08:00', '17:00'],
    preventConsolidation: true,
    contacts: [{ name: 'Receiving', phone: '1300 651 442', email: 'receiving@dandenongauto.example' }],
  },
  {
    name: 'Sydney Road Textiles',
    line1: '501 Sydney Rd',
    suburb: 'Brunswick',
    postcode: '3056',
    hours: ['09:00', '17:00'],
    contacts: [{ name: 'Ayesha Khan', phone: '03 9380 7722' }],
  },
  {
    name: 'Harbour City Wines',
    code: 'HCW',
    line1: '40 Pyrmont Bridge Rd',
    suburb: 'Pyrmont',
    postcode: '2009',
    hours: ['10:00', '18:00'],
    requiresDeliveryTimeSlot: true,
    contacts: [
      {
        name: 'Luca Rossi',
        phone: '02 9660 1455',
        email: 'luca@harbourcitywines.example',
        specialInstructions: 'Loading zone on Harris St',
      },
    ],
  },
  {
    name: 'Parramatta Office Supplies',
    line1: '9 Church St',
    locationLine2: 'Level 2',
    suburb: 'Parramatta',
    postcode: '2150',
    hours: ['08:30', '17:00'],
    contacts: [{ name: 'Front desk', phone: '02 9635 3300' }],
  },
  {
    name: 'Newcastle Engineering Co',
    code: 'NEC',
    line1: '22 Industrial Dr',
    suburb: 'Mayfield West',
    postcode: '2304',
    hours: ['07:00', '15:30'],
    pallets: { allowedPalletTypes: ['loscam'], preferredTransferType: 'unknown' },
    contacts: [{ name: 'Grant Mitchell', phone: '0419 330 214', email: 'stores@newcastleeng.example' }],
  },
  {
    name: 'Wagga Rural Traders',
    line1: '150 Fitzmaurice St',
    suburb: 'Wagga Wagga',
    postcode: '2650',
    hours: ['08:00', '17:00'],
    contacts: [{ name: 'Helen Kelly', phone: '02 6921 4478' }],
  },
  {
    name: 'Canberra Medical Supplies',
    code: 'CMS',
    line1: '4 Kembla St',
    suburb: 'Fyshwick',
    postcode: '2609',
    hours: ['08:00', '16:00'],
    requiresDeliveryTimeSlot: true,
    contacts: [{ name: 'Dr Aisha Patel', phone: '02 6280 9191', email: 'aisha@canberramedical.example' }],
  },
  {
    name: 'Fortitude Valley Coffee Roasters',
    line1: '33 Ann St',
    suburb: 'Fortitude Valley',
    postcode: '4006',
    hours: ['06:00', '14:00'],
    contacts: [{ name: 'Wei Zhang', phone: '07 3252 6610' }],
  },
  {
    name: 'Gold Coast Surf & Outdoor',
    code: 'GCS',
    line1: '2 Lavarack Rd',
    suburb: 'Nobby Beach',
    postcode: '4218',
    hours: ['09:00', '17:00'],
    saturday: ['09:00', '16:00'],
    contacts: [{ name: 'Jack Thompson', phone: '0422 781 006' }],
  },
  {
    name: 'Townsville Marine & Dive',
    line1: '61 Palmer St',
    suburb: 'South Townsville',
    postcode: '4810',
    hours: ['08:00', '17:00'],
    contacts: [{ name: 'Chloe Martin', phone: '07 4771 2231', email: 'chloe@tsvmarine.example' }],
  },
  {
    name: 'Adelaide Hills Produce',
    code: 'AHP',
    line1: '7 Main St',
    suburb: 'Hahndorf',
    postcode: '5245',
    hours: ['08:00', '16:00'],
    contacts: [{ name: 'Greta Schmidt', phone: '08 8388 7120' }],
  },
  {
    name: 'Port Adelaide Timber',
    line1: '380 Commercial Rd',
    suburb: 'Port Adelaide',
    postcode: '5015',
    hours: ['07:00', '16:00'],
    pallets: { allowedPalletTypes: ['chep'], preferredTransferType: 'carrier' },
    contacts: [{ name: 'Dispatch', phone: '08 8447 3355' }],
  },
  {
    name: 'Fremantle Print & Design',
    line1: '12 Queen Victoria St',
    suburb: 'Fremantle',
    postcode: '6160',
    hours: ['09:00', '17:00'],
    contacts: [{ name: 'Noah Walker', phone: '08 9335 0042', email: 'noah@fremantleprint.example' }],
  },
  {
    name: 'Osborne Park Electrical Wholesale',
    code: 'OPE',
    line1: '28 Hasler Rd',
    suburb: 'Osborne Park',
    postcode: '6017',
    hours: ['07:00', '16:30'],
    contacts: [{ name: 'Trade counter', phone: '1300 442 901' }],
  },
  {
    name: 'Hobart Wharf Chandlery',
    line1: '5 Hunter St',
    suburb: 'Hobart',
    postcode: '7000',
    hours: ['08:30', '17:00'],
    contacts: [{ name: 'Ruby Clarke', phone: '03 6234 8801' }],
  },
  {
    name: 'Launceston Garden Centre',
    line1: '240 Invermay Rd',
    suburb: 'Invermay',
    postcode: '7248',
    hours: ['08:00', '17:00'],
    saturday: ['09:00', '15:00'],
    contacts: [{ name: 'Ethan Young', phone: '03 6331 5506' }],
  },
  {
    name: 'Darwin Solar & Electrical',
    code: 'DSE',
    line1: '15 Coonawarra Rd',
    suburb: 'Winnellie',
    postcode: '0820',
    hours: ['07:00', '15:00'],
    contacts: [{ name: 'Mia Robinson', phone: '08 8947 2200', email: 'mia@darwinsolar.example' }],
  },
  {
    name: 'Alice Springs Outback Supplies',
    line1: '20 Smith St',
    suburb: 'Alice Springs',
    postcode: '0870',
    hours: ['08:00', '16:00'],
    contacts: [{ name: 'Liam Ryan', phone: '08 8952 6633' }],
  },
  {
    name: 'James Wilson',
    line1: '8 Banksia Ct',
    suburb: 'Frankston',
    postcode: '3199',
    residential: true,
    contacts: [
      {
        name: 'James Wilson',
        phone: '0401 667 320',
        authorityToLeave: false,
        specialInstructions: 'Call on arrival',
      },
    ],
  },
  {
    name: 'Grace Anderson',
    line1: '31 Beach Rd',
    suburb: 'Torquay',
    postcode: '3228',
    residential: true,
    contacts: [{ name: 'Grace Anderson', phone: '0458 110 239', authorityToLeave: true }],
  },
];

/** Sydney Warehouse itself and Melbourne DC, then its receivers. */
export const sydneyEntries: DemoEntry[] = [
  sydneyWarehouse,
  melbourneDc,
  {
    name: 'Surry Hills Furniture Co',
    code: 'SHF',
    line1: '420 Crown St',
    suburb: 'Surry Hills',
    postcode: '2010',
    hours: ['09:00', '17:00'],
    contacts: [{ name: 'Isla Campbell', phone: '02 9360 4471', email: 'isla@surryhillsfurniture.example' }],
  },
  {
    name: 'Blacktown Building Supplies',
    code: 'BTB',
    line1: '55 Sunnyholt Rd',
    suburb: 'Blacktown',
    postcode: '2148',
    hours: ['06:30', '15:30'],
    pallets: { allowedPalletTypes: ['chep', 'loscam'], preferredTransferType: 'receiver' },
    contacts: [{ name: 'Yard', phone: '02 9621 8800' }],
  },
  {
    name: 'Manly Surf Co',
    line1: '12 The Corso',
    suburb: 'Manly',
    postcode: '2095',
    hours: ['09:00', '18:00'],
    saturday: ['09:00', '17:00'],
    contacts: [{ name: 'Mason White', phone: '0414 227 906' }],
  },
  {
    name: 'Wollongong Steel Fabrication',
    code: 'WSF',
    line1: '18 Montague St',
    suburb: 'North Wollongong',
    postcode: '2500',
    hours: ['07:00', '15:30'],
    preventConsolidation: true,
    contacts: [{ name: 'Stores', phone: '02 4229 5510', email: 'stores@wollongongsteel.example' }],
  },
  {
    name: 'Orange Valley Orchards',
    line1: '1200 Mitchell Hwy',
    suburb: 'Orange',
    postcode: '2800',
    hours: ['07:00', '16:00'],
    contacts: [{ name: 'Henry Murphy', phone: '02 6362 1145' }],
  },
  {
    name: 'Byron Bay Natural Foods',
    line1: '3 Jonson St',
    suburb: 'Byron Bay',
    postcode: '2481',
    hours: ['08:00', '17:00'],
    contacts: [{ name: 'Amelia Singh', phone: '02 6685 7733', email: 'amelia@byronnatural.example' }],
  },
  {
    name: 'Coffs Harbour Bananas',
    line1: '400 Pacific Hwy',
    suburb: 'Coffs Harbour',
    postcode: '2450',
    hours: ['07:00', '15:00'],
    contacts: [{ name: 'Packing shed', phone: '02 6652 3300' }],
  },
  {
    name: 'Richmond Tech Distributors',
    code: 'RTD',
    line1: '90 Cremorne St',
    suburb: 'Cremorne',
    postcode: '3121',
    hours: ['08:30', '17:30'],
    requiresDeliveryTimeSlot: true,
    contacts: [{ name: 'Lucas Lee', phone: '03 9429 6601', email: 'lucas@richmondtech.example' }],
  },
  {
    name: 'Toowoomba Ag Machinery',
    line1: '710 Ruthven St',
    suburb: 'Toowoomba City',
    postcode: '4350',
    hours: ['07:30', '16:30'],
    pallets: { allowedPalletTypes: ['other'], preferredTransferType: 'unknown' },
    contacts: [{ name: 'Ava Brown', phone: '07 4632 5521' }],
  },
  {
    name: 'Cairns Reef Supplies',
    code: 'CRS',
    line1: '11 Aplin St',
    suburb: 'Cairns City',
    postcode: '4870',
    hours: ['08:00', '16:30'],
    contacts: [{ name: 'Thomas King', phone: '07 4051 9380' }],
  },
  {
    name: 'Glenelg Beach Kiosk',
    line1: '1 Moseley Sq',
    suburb: 'Glenelg',
    postcode: '5045',
    hours: ['07:00', '15:00'],
    contacts: [{ name: 'Sophie Taylor', phone: '0432 119 554' }],
  },
  {
    name: 'Perth CBD Stationers',
    line1: '140 St Georges Tce',
    locationLine2: 'Ground floor',
    suburb: 'Perth',
    postcode: '6000',
    hours: ['08:30', '17:00'],
    contacts: [{ name: 'William Jones', phone: '08 9321 7070' }],
  },
  {
    name: 'Bunbury Fishing & Tackle',
    line1: '6 Victoria St',
    suburb: 'Bunbury',
    postcode: '6230',
    hours: ['08:00', '17:00'],
    contacts: [{ name: 'Charlotte Kaur', phone: '08 9721 4466' }],
  },
  {
    name: 'Devonport Ferry Freight',
    code: 'DFF',
    line1: '2 Formby Rd',
    suburb: 'Devonport',
    postcode: '7310',
    hours: ['06:00', '18:00'],
    contacts: [{ name: 'Terminal office', phone: '03 6424 1200' }],
  },
  {
    name: 'Katherine Station Supplies',
    line1: '25 Katherine Tce',
    suburb: 'Katherine',
    postcode: '0850',
    hours: ['08:00', '16:00'],
    contacts: [{ name: 'Minh Tran', phone: '08 8972 3010' }],
  },
  {
    name: 'Braddon Book Exchange',
    line1: '30 Lonsdale St',
    suburb: 'Braddon',
    postcode: '2612',
    hours: ['10:00', '17:00'],
    contacts: [{ name: 'Jack Smith', phone: '02 6257 4402', email: 'jack@braddonbooks.example' }],
  },
  {
    name: 'Ruby Martin',
    line1: '4 Jacaranda Ave',
    suburb: 'Chatswood',
    postcode: '2067',
    residential: true,
    contacts: [
      {
        name: 'Ruby Martin',
        phone: '0409 554 781',
        authorityToLeave: true,
        specialInstructions: 'Parcel locker in the foyer',
      },
    ],
  },
  {
    name: 'Noah Kelly',
    line1: '17 Seaview St',
    suburb: 'Cronulla',
    postcode: '2230',
    residential: true,
    contacts: [{ name: 'Noah Kelly', phone: '0421 883 065' }],
  },
];

export interface DemoShippingItemPreset {
  code: string;
  description: string;
  packagingType: 'Carton' | 'Satchel' | 'Pallet' | 'Skid' | 'Crate' | 'Bag' | 'JiffyBag' | 'Item' | 'Bulky';
  /** Millimetres and grams. */
  length: number;
  width: number;
  height: number;
  weight: number;
}

export const shippingItemPresets: DemoShippingItemPreset[] = [
  {
    code: 'SAT-A5',
    description: 'A5 satchel',
    packagingType: 'Satchel',
    length: 250,
    width: 180,
    height: 20,
    weight: 300,
  },
  {
    code: 'SAT-A4',
    description: 'A4 satchel',
    packagingType: 'Satchel',
    length: 350,
    width: 250,
    height: 40,
    weight: 800,
  },
  {
    code: 'SAT-3KG',
    description: 'Large satchel (3 kg)',
    packagingType: 'Satchel',
    length: 500,
    width: 400,
    height: 80,
    weight: 3000,
  },
  {
    code: 'JIF-6',
    description: 'Jiffy bag no. 6',
    packagingType: 'JiffyBag',
    length: 300,
    width: 220,
    height: 15,
    weight: 150,
  },
  {
    code: 'CTN-S',
    description: 'Small carton',
    packagingType: 'Carton',
    length: 300,
    width: 200,
    height: 150,
    weight: 2000,
  },
  {
    code: 'CTN-M',
    description: 'Medium carton',
    packagingType: 'Carton',
    length: 450,
    width: 350,
    height: 300,
    weight: 8000,
  },
  {
    code: 'CTN-L',
    description: 'Large carton',
    packagingType: 'Carton',
    length: 600,
    width: 400,
    height: 400,
    weight: 15000,
  },
  {
    code: 'CTN-WINE',
    description: 'Wine carton, 12 bottles',
    packagingType: 'Carton',
    length: 340,
    width: 260,
    height: 330,
    weight: 16000,
  },
  {
    code: 'PLT-CHEP',
    description: 'Standard pallet (Chep), 1.2 m high',
    packagingType: 'Pallet',
    length: 1165,
    width: 1165,
    height: 1200,
    weight: 450000,
  },
  {
    code: 'PLT-HALF',
    description: 'Half pallet',
    packagingType: 'Pallet',
    length: 1165,
    width: 580,
    height: 1000,
    weight: 200000,
  },
  {
    code: 'SKD-1',
    description: 'Timber skid',
    packagingType: 'Skid',
    length: 1200,
    width: 800,
    height: 600,
    weight: 120000,
  },
  {
    code: 'CRT-MACH',
    description: 'Machinery crate',
    packagingType: 'Crate',
    length: 1500,
    width: 1000,
    height: 1100,
    weight: 350000,
  },
];

export interface DemoDangerousGoodsPreset {
  dgType: 'declarable' | 'notifiable';
  properShippingName: string;
  unNumber: string;
  productDescription?: string;
  technicalName?: string;
  classOrDivision?: string;
  subsidiaryRisks?: string[];
  packingGroup?: 'I' | 'II' | 'III';
  receptacle?: string;
  receptacleAggregateQuantity?: { amount: number; unit: 'mL' | 'L' | 'g' | 'kg' };
}

export const dangerousGoodsPresets: DemoDangerousGoodsPreset[] = [
  {
    dgType: 'declarable',
    properShippingName: 'PAINT',
    unNumber: '1263',
    productDescription: 'Enamel paint, 4 L tins',
    classOrDivision: '3',
    packingGroup: 'III',
    receptacle: 'Tin',
    receptacleAggregateQuantity: { amount: 4, unit: 'L' },
  },
  {
    dgType: 'declarable',
    properShippingName: 'AEROSOLS',
    unNumber: '1950',
    productDescription: 'Spray lubricant, 400 g cans',
    classOrDivision: '2.1',
    receptacle: 'Can',
    receptacleAggregateQuantity: { amount: 400, unit: 'g' },
  },
  {
    dgType: 'declarable',
    properShippingName: 'CORROSIVE LIQUID, ACIDIC, INORGANIC, N.O.S.',
    unNumber: '3264',
    technicalName: 'Phosphoric acid',
    productDescription: 'Descaler, 5 L drums',
    classOrDivision: '8',
    packingGroup: 'III',
    receptacle: 'Plastic drum',
    receptacleAggregateQuantity: { amount: 5, unit: 'L' },
  },
  {
    dgType: 'notifiable',
    properShippingName: 'LITHIUM ION BATTERIES PACKED WITH EQUIPMENT',
    unNumber: '3481',
    productDescription: 'Handheld barcode scanners',
  },
];
