// Business-profile and member pick lists (SPEC section 3). Where SPEC gives only a count (equipment 14,
// accessibility 7, amenities 13) the items are what a studio profile on Mindbody or Vagaro offers.

export const SPECIALITIES = [
  'Weight Loss',
  'Strength Training',
  'Rehabilitation',
  'Senior Fitness',
  'Pre/Postnatal',
  'Sports Performance',
  'Boxing',
  'Bodybuilding',
  'Functional Training',
  'Flexibility & Mobility',
  'Corrective Exercise',
  'Olympic Weightlifting',
  'Powerlifting',
] as const;
export type Speciality = (typeof SPECIALITIES)[number];

export const LANGUAGES = [
  'English',
  'Spanish',
  'French',
  'Mandarin',
  'Cantonese',
  'Korean',
  'Japanese',
  'German',
  'Italian',
  'Russian',
  'Arabic',
] as const;
export type Language = (typeof LANGUAGES)[number];

export const EQUIPMENT = [
  'Dumbbells',
  'Kettlebells',
  'Barbells & Plates',
  'Squat Rack',
  'Adjustable Benches',
  'Cable Machine',
  'Smith Machine',
  'Leg Press',
  'Treadmills',
  'Stationary Bikes',
  'Rowing Machines',
  'Resistance Bands',
  'Heavy Bags',
  'Yoga Mats',
] as const;
export type Equipment = (typeof EQUIPMENT)[number];

export const ACCESSIBILITY = [
  'Wheelchair Accessible Entrance',
  'Accessible Restrooms',
  'Elevator Access',
  'Accessible Parking',
  'Step-Free Training Floor',
  'Adaptive Equipment',
  'Service Animals Welcome',
] as const;
export type AccessibilityFeature = (typeof ACCESSIBILITY)[number];

export const AMENITIES = [
  'Free Parking',
  'Locker Rooms',
  'Showers',
  'Towel Service',
  'Free Wi-Fi',
  'Water Station',
  'Sauna',
  'Steam Room',
  'Childcare',
  'Smoothie Bar',
  'Retail Shop',
  'Air Conditioning',
  'Bike Storage',
] as const;
export type Amenity = (typeof AMENITIES)[number];

export const GROUP_CLASS_KINDS = ['Group Class', 'Bootcamp', 'Sports Camp'] as const;
export type GroupClassKind = (typeof GROUP_CLASS_KINDS)[number];
