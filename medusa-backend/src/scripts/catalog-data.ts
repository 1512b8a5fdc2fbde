/**
 * The shop's starting catalog: traditional Cambodian goods, in English and Khmer.
 * Prices are USD (major units). `size` is shown as Weight/Size, `info` as Additional Info.
 */
export type Motif =
  | "jar"
  | "bottle"
  | "bag"
  | "box"
  | "fish"
  | "can"
  | "scarf"
  | "tube"
  | "bowl"
  | "basket"
  | "block"
  | "cup"

export type SeedCategory = {
  handle: string
  name: string
  nameKm: string
  parent?: string
  description: string
  descriptionKm: string
}

export type SeedProduct = {
  handle: string
  category: string
  title: string
  titleKm: string
  description: string
  descriptionKm: string
  price: number
  size: string
  info: string
  isNew?: boolean
  isPopular?: boolean
  /** weight in grams, for shipping */
  grams: number
  motif: Motif
  /** two colours for the generated illustration */
  colors: [string, string]
}

export const TOP_CATEGORIES: SeedCategory[] = [
  {
    handle: "food",
    name: "Food",
    nameKm: "អាហារ",
    description: "Pastes, spices, pickles, snacks and drinks from Cambodia.",
    descriptionKm: "គ្រឿងផ្សំ គ្រឿងទេស ជ្រក់ នំចំណី និងភេសជ្ជៈពីកម្ពុជា។",
  },
  {
    handle: "skincare-beauty",
    name: "Skincare",
    nameKm: "ថែរក្សាស្បែក",
    description: "Natural skin care and cosmetics made with Khmer herbs.",
    descriptionKm: "ផលិតផលថែរក្សាស្បែក និងគ្រឿងសំអាងធម្មជាតិពីរុក្ខជាតិខ្មែរ។",
  },
  {
    handle: "clothes",
    name: "Clothes",
    nameKm: "សម្លៀកបំពាក់",
    description: "Krama, silk and traditional dress, and gifts for celebrations.",
    descriptionKm: "ក្រមា សូត្រ សម្លៀកបំពាក់ប្រពៃណី និងកាដូសម្រាប់ពិធីបុណ្យ។",
  },
]

export const STORE_CATEGORIES: SeedCategory[] = [
  { handle: "preserved-fish", parent: "food", name: "Preserved Fish", nameKm: "ត្រីកែច្នៃ", description: "Prahok, phaak, dried and smoked fish.", descriptionKm: "ប្រហុក ផ្អក ត្រីងៀត និងត្រីឆ្អើរ។" },
  { handle: "preserved-food", parent: "food", name: "Preserved Food", nameKm: "អាហារកែច្នៃ", description: "Sun-dried meats, sausages and salted eggs.", descriptionKm: "សាច់ហាលថ្ងៃ ត្វា និងពងទាប្រៃ។" },
  { handle: "cambodian-spices", parent: "food", name: "Cambodian Spices", nameKm: "គ្រឿងទេសខ្មែរ", description: "Kampot pepper, kroeung pastes and salt flower.", descriptionKm: "ម្រេចកំពត គ្រឿង និងផ្កាអំបិល។" },
  { handle: "pickled-products", parent: "food", name: "Pickled Products", nameKm: "ផលិតផលជ្រក់", description: "Pickled greens, papaya, mango and lime.", descriptionKm: "ស្ពៃជ្រក់ ល្ហុងជ្រក់ ស្វាយជ្រក់ និងក្រូចឆ្មាប្រៃ។" },
  { handle: "ready-to-eat", parent: "food", name: "Ready to Eat", nameKm: "អាហាររួចរាល់", description: "Meal kits for Khmer classics.", descriptionKm: "កញ្ចប់ធ្វើម្ហូបខ្មែរដ៏ល្បីៗ។" },
  { handle: "snacks", parent: "food", name: "Snacks", nameKm: "នំចំណី", description: "Sweet and savoury Khmer snacks.", descriptionKm: "នំចំណីខ្មែរ ផ្អែម និងប្រៃ។" },
  { handle: "drinks", parent: "food", name: "Drinks", nameKm: "ភេសជ្ជៈ", description: "Palm juice, coffee and herbal tea.", descriptionKm: "ទឹកត្នោត កាហ្វេ និងតែឱសថ។" },
  { handle: "canned-goods", parent: "food", name: "Canned Goods", nameKm: "អាហារកំប៉ុង", description: "Pantry cans for Khmer cooking.", descriptionKm: "អាហារកំប៉ុងសម្រាប់ចម្អិនម្ហូបខ្មែរ។" },
  { handle: "seasonings", parent: "food", name: "Seasonings & Sauces", nameKm: "គ្រឿងរសជាតិ និងទឹកជ្រលក់", description: "Fish sauce, palm sugar, tamarind and dipping sauces.", descriptionKm: "ទឹកត្រី ស្ករត្នោត អម្ពិល និងទឹកជ្រលក់។" },
  { handle: "skincare", parent: "skincare-beauty", name: "Face & Body Care", nameKm: "ថែរក្សាមុខ និងខ្លួន", description: "Scrubs, masks, oils and soaps.", descriptionKm: "ម្សៅដុសខ្លួន ម៉ាស់ ប្រេង និងសាប៊ូ។" },
  { handle: "cosmetics", parent: "skincare-beauty", name: "Cosmetics", nameKm: "គ្រឿងសំអាង", description: "Lip balm, powder and perfume oil.", descriptionKm: "ក្រែមលាបបបូរមាត់ ម្សៅលាបមុខ និងប្រេងក្រអូប។" },
  { handle: "clothing", parent: "clothes", name: "Traditional Clothing", nameKm: "សម្លៀកបំពាក់ប្រពៃណី", description: "Krama, sampot and silk.", descriptionKm: "ក្រមា សំពត់ និងសូត្រ។" },
  { handle: "gifts-party", parent: "clothes", name: "Gifts & Party", nameKm: "កាដូ និងពិធីបុណ្យ", description: "Gift boxes and things for celebrations.", descriptionKm: "ប្រអប់កាដូ និងរបស់របរសម្រាប់ពិធីបុណ្យ។" },
]

export const PRODUCTS: SeedProduct[] = [
  // preserved-fish
  { handle: "prahok-fermented-fish-paste", category: "preserved-fish", title: "Prahok (Fermented Fish Paste)", titleKm: "ប្រហុក", description: "Cambodia's signature fermented fish paste, made from Tonle Sap freshwater fish salted and aged for months. The savoury heart of prahok ktis, dips and soups.", descriptionKm: "ប្រហុកខ្មែរធ្វើពីត្រីទឹកសាបទន្លេសាប ប្រឡាក់អំបិល ហើយទុកឲ្យផ្អាប់ច្រើនខែ។ ជាគ្រឿងផ្សំសំខាន់នៃប្រហុកខ្ទិះ ទឹកជ្រលក់ និងសម្ល។", price: 8.99, size: "16 oz jar", info: "Contains fish. Gluten-free.", isPopular: true, grams: 620, motif: "jar", colors: ["#7a5c3a", "#d9b98c"] },
  { handle: "phaak-fermented-fish-with-rice", category: "preserved-fish", title: "Phaak (Fermented Fish with Roasted Rice)", titleKm: "ផ្អក", description: "Fish fillets fermented with salt, palm sugar and roasted rice powder. Slice thinly and eat with rice and fresh vegetables.", descriptionKm: "សាច់ត្រីផ្អាប់ជាមួយអំបិល ស្ករត្នោត និងម្សៅអង្ករលីង។ ហាន់ស្ដើងៗ ហើយញ៉ាំជាមួយបាយ និងបន្លែស្រស់។", price: 9.49, size: "16 oz jar", info: "Contains fish. Gluten-free.", grams: 600, motif: "jar", colors: ["#a0522d", "#f0d9b5"] },
  { handle: "trey-ngeat-dried-salted-fish", category: "preserved-fish", title: "Trey Ngeat (Sun-Dried Salted Fish)", titleKm: "ត្រីងៀត", description: "Snakehead fish, lightly salted and dried in the sun. Fry or grill until crisp and serve with rice and a green mango salad.", descriptionKm: "ត្រីរ៉ស់ប្រឡាក់អំបិលស្រាលៗ ហើយហាលថ្ងៃ។ ចៀន ឬអាំងឲ្យស្រួយ រួចញ៉ាំជាមួយបាយ និងញាំស្វាយខ្ចី។", price: 12.99, size: "8 oz (227 g)", info: "Contains fish. Keep refrigerated after opening.", isNew: true, grams: 260, motif: "fish", colors: ["#b07d3c", "#f3e3c3"] },
  { handle: "trey-chhae-smoked-fish", category: "preserved-fish", title: "Trey Chhae (Smoked Fish)", titleKm: "ត្រីឆ្អើរ", description: "Whole small fish smoked over wood fire the Tonle Sap way. Pound into dips or cook in sour soups.", descriptionKm: "ត្រីតូចៗឆ្អើរលើភ្លើងអុស តាមរបៀបអ្នកស្រុកទន្លេសាប។ បុកធ្វើទឹកជ្រលក់ ឬដាក់ក្នុងសម្លម្ជូរ។", price: 13.99, size: "8 oz (227 g)", info: "Contains fish.", grams: 250, motif: "fish", colors: ["#5d4037", "#e6c79c"] },
  { handle: "mam-trey-fermented-fish", category: "preserved-fish", title: "Mam Trey (Sweet Fermented Fish)", titleKm: "ម៉ាំត្រី", description: "Fish fermented with palm sugar, galangal and red rice. Sweet, salty and fragrant: a favourite with fresh vegetables.", descriptionKm: "ត្រីផ្អាប់ជាមួយស្ករត្នោត រំដេង និងអង្ករក្រហម។ ផ្អែម ប្រៃ និងក្រអូប ឆ្ងាញ់ជាមួយបន្លែស្រស់។", price: 10.99, size: "12 oz jar", info: "Contains fish. Gluten-free.", grams: 480, motif: "jar", colors: ["#c0392b", "#f6d5c8"] },
  // preserved-food
  { handle: "sach-chrouk-ngeat-sweet-dried-pork", category: "preserved-food", title: "Sach Chrouk Ngeat (Sweet Sun-Dried Pork)", titleKm: "សាច់ជ្រូកងៀត", description: "Thin slices of pork marinated in palm sugar, fish sauce and garlic, then dried in the sun. Fry briefly and serve with rice.", descriptionKm: "សាច់ជ្រូកហាន់ស្ដើងៗ ប្រឡាក់ស្ករត្នោត ទឹកត្រី និងខ្ទឹមស ហើយហាលថ្ងៃ។ ចៀនបន្តិច ហើយញ៉ាំជាមួយបាយ។", price: 14.99, size: "8 oz (227 g)", info: "Contains pork and fish sauce.", isPopular: true, grams: 260, motif: "bag", colors: ["#8e2b1f", "#f4c6a5"] },
  { handle: "twa-ko-cambodian-beef-sausage", category: "preserved-food", title: "Twa Ko (Cambodian Beef Sausage)", titleKm: "ត្វាគោ", description: "Sweet and sour Khmer beef sausage with lemongrass, garlic and rice, lightly fermented. Grill and serve with pickles.", descriptionKm: "ត្វាគោខ្មែរ រសជាតិជូរផ្អែម មានស្លឹកគ្រៃ ខ្ទឹមស និងបាយ។ អាំង ហើយញ៉ាំជាមួយជ្រក់។", price: 12.99, size: "1 lb (454 g)", info: "Contains beef. Keep frozen.", grams: 480, motif: "bag", colors: ["#6d1b1b", "#e8b4a0"] },
  { handle: "pong-tea-prai-salted-duck-eggs", category: "preserved-food", title: "Pong Tea Prai (Salted Duck Eggs)", titleKm: "ពងទាប្រៃ", description: "Duck eggs cured in salt and clay for a rich, golden yolk. Cooked and ready to eat with rice porridge.", descriptionKm: "ពងទាប្រឡាក់អំបិល និងដីឥដ្ឋ ឲ្យស្នូលពណ៌មាស និងខ្លាញ់។ ចម្អិនរួច ញ៉ាំជាមួយបបរបាន។", price: 7.99, size: "6 eggs", info: "Contains egg.", grams: 420, motif: "box", colors: ["#2e7d6b", "#fce9b8"] },
  // cambodian-spices
  { handle: "kampot-black-pepper", category: "cambodian-spices", title: "Kampot Black Pepper", titleKm: "ម្រេចកំពតខ្មៅ", description: "Whole black peppercorns from Kampot, protected by a geographical indication. Warm, floral and intense.", descriptionKm: "គ្រាប់ម្រេចខ្មៅពីខេត្តកំពត មានសិទ្ធិសម្គាល់ភូមិសាស្ត្រ។ ហឹរ ក្រអូប និងខ្លាំង។", price: 14.99, size: "3.5 oz (100 g)", info: "Vegan. Gluten-free.", isPopular: true, grams: 130, motif: "bag", colors: ["#263238", "#cfd8dc"] },
  { handle: "kampot-red-pepper", category: "cambodian-spices", title: "Kampot Red Pepper", titleKm: "ម្រេចកំពតក្រហម", description: "Fully ripened Kampot peppercorns, picked one by one when red. Fruity and sweet with a long heat.", descriptionKm: "គ្រាប់ម្រេចកំពតទុំក្រហម បេះម្ដងមួយគ្រាប់ៗ។ ក្លិនផ្លែឈើ ផ្អែម និងហឹរយូរ។", price: 17.99, size: "3.5 oz (100 g)", info: "Vegan. Gluten-free.", isNew: true, grams: 130, motif: "bag", colors: ["#b71c1c", "#ffcdd2"] },
  { handle: "kroeung-lerng-yellow-paste", category: "cambodian-spices", title: "Yellow Kroeung Paste", titleKm: "គ្រឿងលឿង", description: "The base of Khmer cooking: lemongrass, galangal, turmeric, kaffir lime and garlic pounded fresh. For amok, samlor and stir-fries.", descriptionKm: "មូលដ្ឋាននៃម្ហូបខ្មែរ៖ ស្លឹកគ្រៃ រំដេង រមៀត ស្លឹកក្រូចសើច និងខ្ទឹមស បុកស្រស់ៗ។ សម្រាប់អាម៉ុក សម្ល និងឆា។", price: 7.99, size: "8 oz jar", info: "Vegan. Gluten-free. Keep refrigerated.", isPopular: true, grams: 300, motif: "jar", colors: ["#f9a825", "#fff3c4"] },
  { handle: "kroeung-krahorm-red-paste", category: "cambodian-spices", title: "Red Kroeung Paste", titleKm: "គ្រឿងក្រហម", description: "Kroeung with dried red chillies and shallots, for curries and grilled meats.", descriptionKm: "គ្រឿងជាមួយម្ទេសក្រៀមក្រហម និងខ្ទឹមក្រហម សម្រាប់ការី និងសាច់អាំង។", price: 7.99, size: "8 oz jar", info: "Vegan. Gluten-free. Spicy.", grams: 300, motif: "jar", colors: ["#c62828", "#ffe0b2"] },
  { handle: "kampot-salt-flower", category: "cambodian-spices", title: "Kampot Salt Flower (Fleur de Sel)", titleKm: "ផ្កាអំបិលកំពត", description: "Delicate salt crystals skimmed by hand from the salt fields of Kampot. A finishing salt for fruit, grilled fish and eggs.", descriptionKm: "គ្រាប់អំបិលស្ដើងៗ ប្រមូលដោយដៃពីស្រែអំបិលកំពត។ ប្រោះលើផ្លែឈើ ត្រីអាំង និងពង។", price: 9.99, size: "5.3 oz (150 g)", info: "Vegan. Gluten-free.", grams: 180, motif: "jar", colors: ["#90a4ae", "#ffffff"] },
  // pickled-products
  { handle: "spey-chrouk-pickled-mustard-greens", category: "pickled-products", title: "Spey Chrouk (Pickled Mustard Greens)", titleKm: "ស្ពៃជ្រក់", description: "Mustard greens fermented in rice water and salt. Tangy side for grilled fish, or cook it with pork belly.", descriptionKm: "ស្ពៃជ្រក់ក្នុងទឹកលាងអង្ករ និងអំបិល។ ជូរឆ្ងាញ់ ញ៉ាំជាមួយត្រីអាំង ឬខជាមួយសាច់ជ្រូកបីជាន់។", price: 5.49, size: "16 oz jar", info: "Vegan. Gluten-free.", grams: 560, motif: "jar", colors: ["#558b2f", "#e6f2c8"] },
  { handle: "lhong-chrouk-pickled-green-papaya", category: "pickled-products", title: "Lhong Chrouk (Pickled Green Papaya)", titleKm: "ល្ហុងជ្រក់", description: "Crunchy shredded green papaya with carrot in a sweet and sour brine. Perfect beside sach ko ang.", descriptionKm: "ល្ហុងខ្ចីចិតជាសរសៃ ជាមួយការ៉ុត ក្នុងទឹកជ្រក់ជូរផ្អែម។ ល្អណាស់ជាមួយសាច់គោអាំង។", price: 5.99, size: "16 oz jar", info: "Vegan. Gluten-free.", grams: 560, motif: "jar", colors: ["#7cb342", "#fff8e1"] },
  { handle: "svay-chrouk-pickled-mango", category: "pickled-products", title: "Svay Chrouk (Pickled Green Mango)", titleKm: "ស្វាយជ្រក់", description: "Sour green mango slices pickled with salt and a little sugar, the classic Khmer street snack.", descriptionKm: "ស្វាយខ្ចីហាន់ជ្រក់អំបិល និងស្ករបន្តិច ជាចំណីតាមផ្លូវដ៏ល្បីរបស់ខ្មែរ។", price: 6.49, size: "12 oz jar", info: "Vegan. Gluten-free.", isNew: true, grams: 450, motif: "jar", colors: ["#9ccc65", "#f1f8e9"] },
  { handle: "kroch-chhma-prai-salted-lime", category: "pickled-products", title: "Kroch Chhma Prai (Salted Lime)", titleKm: "ក្រូចឆ្មាប្រៃ", description: "Whole limes preserved in salt until soft and fragrant. Adds a deep citrus taste to duck and chicken soups.", descriptionKm: "ក្រូចឆ្មាទាំងផ្លែត្រាំអំបិលរហូតទន់ និងក្រអូប។ ធ្វើឲ្យសម្លទា និងសម្លមាន់មានរសជាតិជូរឈ្ងុយ។", price: 5.99, size: "12 oz jar", info: "Vegan. Gluten-free.", grams: 450, motif: "jar", colors: ["#afb42b", "#f9fbe7"] },
  // ready-to-eat
  { handle: "num-banh-chok-kit", category: "ready-to-eat", title: "Num Banh Chok Kit (Khmer Noodles)", titleKm: "កញ្ចប់នំបញ្ចុក", description: "Fresh-style rice noodles with a fish and green kroeung curry sauce, for the beloved Khmer breakfast. Add banana blossom, cucumber and herbs.", descriptionKm: "នំបញ្ចុកជាមួយសម្លប្រហើរត្រីគ្រឿងខៀវ ជាអាហារពេលព្រឹកដែលខ្មែរចូលចិត្ត។ បន្ថែមត្រយូងចេក ត្រសក់ និងជីរ។", price: 16.99, size: "Serves 4", info: "Contains fish. Gluten-free.", isPopular: true, grams: 900, motif: "bowl", colors: ["#2e7d32", "#e8f5e9"] },
  { handle: "amok-trey-kit", category: "ready-to-eat", title: "Amok Trey Kit", titleKm: "កញ្ចប់អាម៉ុកត្រី", description: "Everything for Cambodia's national dish except the fish: kroeung, coconut cream, noni leaves and banana-leaf cups.", descriptionKm: "គ្រប់យ៉ាងសម្រាប់ម្ហូបជាតិកម្ពុជា លើកលែងតែត្រី៖ គ្រឿង ខ្ទិះដូង ស្លឹកញ និងស្លឹកចេកធ្វើជាចាន។", price: 15.99, size: "Serves 4", info: "Contains fish sauce. Gluten-free.", isPopular: true, grams: 700, motif: "bowl", colors: ["#f57f17", "#fff8e1"] },
  { handle: "samlor-korko-kit", category: "ready-to-eat", title: "Samlor Korko Kit (Stirred Soup)", titleKm: "កញ្ចប់សម្លកកូរ", description: "Kroeung, prahok and roasted rice powder for samlor korko, the hearty country soup with green papaya, pumpkin and greens.", descriptionKm: "គ្រឿង ប្រហុក និងម្សៅអង្ករលីង សម្រាប់សម្លកកូរ សម្លស្រុកស្រែជាមួយល្ហុង ល្ពៅ និងបន្លែ។", price: 14.99, size: "Serves 4-6", info: "Contains fish. Gluten-free.", grams: 650, motif: "bowl", colors: ["#6a8e23", "#f4f9e4"] },
  { handle: "kuy-teav-phnom-penh-kit", category: "ready-to-eat", title: "Kuy Teav Phnom Penh Kit", titleKm: "កញ្ចប់គុយទាវភ្នំពេញ", description: "Rice noodles, a clear pork-bone broth base, fried garlic and dried shrimp for the classic Phnom Penh noodle soup.", descriptionKm: "គុយទាវ ទឹកស៊ុបឆ្អឹងជ្រូក ខ្ទឹមសចៀន និងបង្គាក្រៀម សម្រាប់គុយទាវភ្នំពេញដ៏ល្បី។", price: 13.99, size: "Serves 4", info: "Contains pork and shellfish.", isNew: true, grams: 750, motif: "bowl", colors: ["#6d4c41", "#fbe9e7"] },
  // snacks
  { handle: "num-bay-kdaing-rice-crackers", category: "snacks", title: "Num Bay Kdaing (Crispy Rice Crackers)", titleKm: "នំបាយក្ដាំង", description: "Crisp crackers made from the golden crust of cooked rice, brushed with palm sugar.", descriptionKm: "នំស្រួយធ្វើពីបាយក្ដាំងពណ៌មាស លាបស្ករត្នោត។", price: 5.49, size: "7 oz (200 g)", info: "Vegan. Gluten-free.", isPopular: true, grams: 230, motif: "bag", colors: ["#d4a017", "#fff6d5"] },
  { handle: "peanut-palm-sugar-brittle", category: "snacks", title: "Peanut Palm Sugar Brittle", titleKm: "នំសណ្ដែកដីស្ករត្នោត", description: "Roasted peanuts and sesame set in Kampong Speu palm sugar.", descriptionKm: "សណ្ដែកដីលីង និងល្ង ជាប់ជាមួយស្ករត្នោតកំពង់ស្ពឺ។", price: 6.99, size: "6 oz (170 g)", info: "Contains peanuts and sesame. Vegan.", grams: 200, motif: "box", colors: ["#8d6e63", "#efebe9"] },
  { handle: "roasted-lotus-seeds", category: "snacks", title: "Roasted Lotus Seeds", titleKm: "គ្រាប់ឈូកលីង", description: "Lotus seeds from the ponds of Takeo, slow roasted with a pinch of salt.", descriptionKm: "គ្រាប់ឈូកពីស្រះខេត្តតាកែវ លីងយឺតៗជាមួយអំបិលបន្តិច។", price: 7.49, size: "5 oz (140 g)", info: "Vegan. Gluten-free.", grams: 160, motif: "bag", colors: ["#ad1457", "#fce4ec"] },
  { handle: "dried-mango-slices", category: "snacks", title: "Dried Mango Slices", titleKm: "ស្វាយក្រៀម", description: "Sweet Cambodian mangoes, sliced and dried with no colouring.", descriptionKm: "ស្វាយខ្មែរផ្អែម ហាន់ហើយសម្ងួត គ្មានពណ៌សិប្បនិម្មិត។", price: 6.99, size: "7 oz (200 g)", info: "Vegan. Gluten-free.", grams: 220, motif: "bag", colors: ["#fb8c00", "#fff3e0"] },
  { handle: "banana-chips", category: "snacks", title: "Banana Chips", titleKm: "ចេកចៀនស្រួយ", description: "Thin slices of nam wa banana fried crisp in coconut oil.", descriptionKm: "ចេកណាំវ៉ាហាន់ស្ដើងៗ ចៀនស្រួយក្នុងប្រេងដូង។", price: 4.99, size: "6 oz (170 g)", info: "Vegan. Gluten-free.", grams: 190, motif: "bag", colors: ["#fdd835", "#fffde7"] },
  // drinks
  { handle: "tuk-tnaot-sugar-palm-juice", category: "drinks", title: "Tuk Tnaot (Sugar Palm Juice)", titleKm: "ទឹកត្នោត", description: "Lightly sweet juice of the sugar palm, Cambodia's national tree.", descriptionKm: "ទឹកត្នោតផ្អែមស្រាលៗ ពីដើមត្នោត ដើមឈើជាតិរបស់កម្ពុជា។", price: 2.49, size: "11 fl oz (330 ml) can", info: "Vegan. Gluten-free.", isPopular: true, grams: 360, motif: "can", colors: ["#795548", "#ffe0b2"] },
  { handle: "mondulkiri-ground-coffee", category: "drinks", title: "Mondulkiri Ground Coffee", titleKm: "កាហ្វេមណ្ឌលគិរី", description: "Dark-roasted robusta from the highlands of Mondulkiri, ground for a phin filter. Serve over ice with condensed milk.", descriptionKm: "កាហ្វេរ៉ូប៊ូស្តាលីងខ្មៅ ពីខ្ពង់រាបមណ្ឌលគិរី កិនសម្រាប់តម្រងកាហ្វេ។ ញ៉ាំជាមួយទឹកកក និងទឹកដោះគោខាប់។", price: 11.99, size: "12 oz (340 g)", info: "Vegan. Gluten-free.", isPopular: true, grams: 370, motif: "bag", colors: ["#3e2723", "#d7ccc8"] },
  { handle: "lemongrass-pandan-tea", category: "drinks", title: "Lemongrass & Pandan Tea", titleKm: "តែស្លឹកគ្រៃ និងស្លឹកតើយ", description: "Caffeine-free herbal tea of sun-dried lemongrass and pandan leaf.", descriptionKm: "តែឱសថគ្មានកាហ្វេអ៊ីន ពីស្លឹកគ្រៃ និងស្លឹកតើយហាលថ្ងៃ។", price: 8.49, size: "20 tea bags", info: "Vegan. Gluten-free.", isNew: true, grams: 80, motif: "cup", colors: ["#43a047", "#e8f5e9"] },
  // canned-goods
  { handle: "canned-coconut-milk", category: "canned-goods", title: "Coconut Milk", titleKm: "ខ្ទិះដូង", description: "Rich coconut milk pressed from mature coconuts, for amok, curries and desserts.", descriptionKm: "ខ្ទិះដូងខាប់ ច្របាច់ពីដូងចាស់ សម្រាប់អាម៉ុក ការី និងបង្អែម។", price: 2.99, size: "13.5 fl oz (400 ml) can", info: "Vegan. Gluten-free. Dairy-free.", grams: 450, motif: "can", colors: ["#eceff1", "#4e342e"] },
  { handle: "canned-bamboo-shoots", category: "canned-goods", title: "Bamboo Shoots", titleKm: "ទំពាំងកំប៉ុង", description: "Tender sliced bamboo shoots for samlor machu and stir-fries.", descriptionKm: "ទំពាំងខ្ចីហាន់ សម្រាប់សម្លម្ជូរ និងឆា។", price: 2.79, size: "19 oz (540 g) can", info: "Vegan. Gluten-free.", grams: 600, motif: "can", colors: ["#c5e1a5", "#33691e"] },
  { handle: "canned-jackfruit-in-syrup", category: "canned-goods", title: "Jackfruit in Syrup", titleKm: "ខ្នុរកំប៉ុង", description: "Golden jackfruit pieces in light syrup, for che and shaved-ice desserts.", descriptionKm: "ខ្នុរពណ៌មាសក្នុងទឹកស្ករស្រាល សម្រាប់បង្អែម និងទឹកកកឈូស។", price: 3.49, size: "20 oz (565 g) can", info: "Vegan. Gluten-free.", grams: 620, motif: "can", colors: ["#ffca28", "#5d4037"] },
  { handle: "canned-sardines-in-tomato", category: "canned-goods", title: "Sardines in Tomato Sauce", titleKm: "ត្រីខកំប៉ុង", description: "The pantry staple of every Khmer kitchen: sardines in tomato sauce, cooked with onion and egg for a quick meal.", descriptionKm: "អាហារមិនអាចខ្វះបានក្នុងផ្ទះបាយខ្មែរ៖ ត្រីខក្នុងទឹកប៉េងប៉ោះ ឆាជាមួយខ្ទឹមបារាំង និងពងមាន់បានយ៉ាងលឿន។", price: 2.49, size: "5.5 oz (155 g) can", info: "Contains fish.", grams: 190, motif: "can", colors: ["#e53935", "#ffebee"] },
  // seasonings
  { handle: "tuk-trey-fish-sauce", category: "seasonings", title: "Tuk Trey (Cambodian Fish Sauce)", titleKm: "ទឹកត្រី", description: "First-press fish sauce from anchovies and sea salt, aged in wooden barrels in Kampot.", descriptionKm: "ទឹកត្រីដើម ពីត្រីកំណាត់ និងអំបិលសមុទ្រ ទុកក្នុងធុងឈើនៅកំពត។", price: 5.99, size: "23 fl oz (680 ml) bottle", info: "Contains fish. Gluten-free.", isPopular: true, grams: 900, motif: "bottle", colors: ["#8d4e1a", "#ffe9c6"] },
  { handle: "kampong-speu-palm-sugar", category: "seasonings", title: "Kampong Speu Palm Sugar", titleKm: "ស្ករត្នោតកំពង់ស្ពឺ", description: "Pure sugar palm sap cooked down over wood fire into soft golden cakes. Caramel-like and less sweet than cane sugar.", descriptionKm: "ទឹកត្នោតសុទ្ធរំងាស់លើភ្លើងអុស ទៅជាដុំស្ករពណ៌មាសទន់។ ក្លិនដូចការ៉ាមែល មិនសូវផ្អែមដូចស្ករអំពៅ។", price: 7.99, size: "1 lb (454 g)", info: "Vegan. Gluten-free.", isPopular: true, grams: 480, motif: "block", colors: ["#a1662f", "#fbe3c2"] },
  { handle: "ripe-tamarind-block", category: "seasonings", title: "Ripe Tamarind Block", titleKm: "អម្ពិលទុំ", description: "Seedless ripe tamarind pulp for sour soups, dipping sauces and caramelised pork.", descriptionKm: "សាច់អម្ពិលទុំគ្មានគ្រាប់ សម្រាប់សម្លម្ជូរ ទឹកជ្រលក់ និងខសាច់ជ្រូក។", price: 4.49, size: "14 oz (400 g)", info: "Vegan. Gluten-free.", grams: 420, motif: "block", colors: ["#5d4037", "#efebe9"] },
  { handle: "tuk-merech-pepper-lime-sauce", category: "seasonings", title: "Tuk Merech (Kampot Pepper & Lime Sauce)", titleKm: "ទឹកម្រេច", description: "The famous Kampot pepper, lime and salt dip for lok lak and grilled seafood, ready to pour.", descriptionKm: "ទឹកជ្រលក់ម្រេចកំពត ក្រូចឆ្មា និងអំបិល សម្រាប់ឡុកឡាក់ និងគ្រឿងសមុទ្រអាំង រួចរាល់សម្រាប់ចាក់។", price: 6.99, size: "8 fl oz (240 ml) bottle", info: "Vegan. Gluten-free.", isNew: true, grams: 320, motif: "bottle", colors: ["#37474f", "#e0f2f1"] },
  { handle: "mteh-ling-roasted-chili-paste", category: "seasonings", title: "Roasted Chili Paste", titleKm: "ម្ទេសលីង", description: "Dried chillies roasted and pounded with garlic and shallot in oil. Spoon into noodles and rice soup.", descriptionKm: "ម្ទេសក្រៀមលីង បុកជាមួយខ្ទឹមស និងខ្ទឹមក្រហម ក្នុងប្រេង។ ដាក់ក្នុងគុយទាវ និងបបរ។", price: 5.99, size: "8 oz jar", info: "Vegan. Gluten-free. Very spicy.", grams: 300, motif: "jar", colors: ["#b71c1c", "#ffccbc"] },
  // skincare
  { handle: "virgin-coconut-oil", category: "skincare", title: "Virgin Coconut Oil", titleKm: "ប្រេងដូងសុទ្ធ", description: "Cold-pressed coconut oil from Kampot coconuts, for hair, skin and cooking.", descriptionKm: "ប្រេងដូងច្របាច់ត្រជាក់ ពីដូងកំពត សម្រាប់សក់ ស្បែក និងចម្អិនម្ហូប។", price: 11.99, size: "8 fl oz (250 ml)", info: "100% coconut oil. Vegan.", isPopular: true, grams: 330, motif: "bottle", colors: ["#f5f5f5", "#6d4c41"] },
  { handle: "kampot-sea-salt-body-scrub", category: "skincare", title: "Kampot Sea Salt Body Scrub", titleKm: "ម្សៅអំបិលដុសខ្លួនកំពត", description: "Kampot sea salt with coconut oil and lemongrass to smooth and refresh the skin.", descriptionKm: "អំបិលសមុទ្រកំពត លាយប្រេងដូង និងស្លឹកគ្រៃ ធ្វើឲ្យស្បែករលោង និងស្រស់។", price: 14.99, size: "7 oz (200 g) jar", info: "Vegan. Not tested on animals.", isNew: true, grams: 280, motif: "jar", colors: ["#4fc3f7", "#e1f5fe"] },
  { handle: "turmeric-face-mask", category: "skincare", title: "Turmeric & Rice Face Mask", titleKm: "ម៉ាស់មុខរមៀត និងអង្ករ", description: "A traditional Khmer beauty recipe: turmeric and fine rice powder. Mix with water or yogurt for a brightening mask.", descriptionKm: "រូបមន្តសម្រស់ខ្មែរបុរាណ៖ រមៀត និងម្សៅអង្ករម៉ដ្ឋ។ លាយទឹក ឬទឹកដោះគោជូរ ធ្វើជាម៉ាស់ឲ្យស្បែកភ្លឺ។", price: 12.99, size: "3.5 oz (100 g)", info: "Vegan. Patch test first.", grams: 140, motif: "tube", colors: ["#ffb300", "#fff8e1"] },
  { handle: "lemongrass-soap", category: "skincare", title: "Lemongrass Soap", titleKm: "សាប៊ូស្លឹកគ្រៃ", description: "Handmade cold-process soap with lemongrass oil and coconut oil.", descriptionKm: "សាប៊ូធ្វើដោយដៃ ជាមួយប្រេងស្លឹកគ្រៃ និងប្រេងដូង។", price: 6.99, size: "4 oz (113 g) bar", info: "Vegan. Palm-oil free.", grams: 130, motif: "block", colors: ["#8bc34a", "#f1f8e9"] },
  { handle: "tamarind-body-polish", category: "skincare", title: "Tamarind Body Polish", titleKm: "ម្សៅដុសខ្លួនអម្ពិល", description: "Tamarind pulp and rice bran, a gentle natural exfoliant used by Khmer brides before their wedding.", descriptionKm: "សាច់អម្ពិល និងកន្ទក់អង្ករ ជាម្សៅដុសខ្លួនធម្មជាតិស្រាលៗ ដែលកូនក្រមុំខ្មែរប្រើមុនថ្ងៃរៀបការ។", price: 13.99, size: "7 oz (200 g) jar", info: "Vegan.", grams: 280, motif: "jar", colors: ["#6d4c41", "#ffe0b2"] },
  // cosmetics
  { handle: "herbal-lip-balm", category: "cosmetics", title: "Beeswax & Coconut Lip Balm", titleKm: "ក្រែមលាបបបូរមាត់ក្រមួនឃ្មុំ", description: "Wild beeswax from Cambodian forests with coconut oil, for soft lips.", descriptionKm: "ក្រមួនឃ្មុំព្រៃពីព្រៃឈើកម្ពុជា ជាមួយប្រេងដូង ធ្វើឲ្យបបូរមាត់ទន់។", price: 5.99, size: "0.15 oz (4.5 g)", info: "Contains beeswax.", grams: 20, motif: "tube", colors: ["#ec407a", "#fce4ec"] },
  { handle: "jasmine-perfume-oil", category: "cosmetics", title: "Jasmine Perfume Oil", titleKm: "ប្រេងក្រអូបផ្កាម្លិះ", description: "Jasmine, the flower of Khmer offerings, in a roll-on perfume oil.", descriptionKm: "ក្លិនផ្កាម្លិះ ផ្កាសម្រាប់ការបូជារបស់ខ្មែរ ក្នុងដបប្រេងក្រអូបរមៀល។", price: 16.99, size: "0.33 fl oz (10 ml)", info: "Alcohol-free.", isNew: true, grams: 40, motif: "bottle", colors: ["#fafafa", "#7b1fa2"] },
  { handle: "rice-face-powder", category: "cosmetics", title: "Rice Face Powder", titleKm: "ម្សៅលាបមុខពីអង្ករ", description: "Finely milled rice powder that mattifies and softens, an old Khmer beauty secret.", descriptionKm: "ម្សៅអង្ករម៉ដ្ឋ ធ្វើឲ្យមុខមិនភ្លឺខ្លាញ់ និងទន់ ជាអាថ៌កំបាំងសម្រស់ខ្មែរពីបុរាណ។", price: 9.99, size: "1 oz (28 g)", info: "Talc-free. Vegan.", grams: 60, motif: "box", colors: ["#f8bbd0", "#fffafa"] },
  // clothing
  { handle: "cotton-krama-scarf", category: "clothing", title: "Cotton Krama Scarf", titleKm: "ក្រមាកប្បាស", description: "The checked Khmer scarf, handwoven in cotton: a scarf, a sarong, a sunshade, a baby carrier. Red and white check.", descriptionKm: "ក្រមាឆ្នូតខ្មែរ ត្បាញដោយដៃពីអំបោះកប្បាស៖ ជាកន្សែងបង់ក ជាសារុង ជាម្លប់ និងជាស្បៃបីកូន។ ឆ្នូតក្រហមស។", price: 14.99, size: "20 x 63 in (50 x 160 cm)", info: "100% cotton. Hand wash cold.", isPopular: true, grams: 150, motif: "scarf", colors: ["#c62828", "#ffffff"] },
  { handle: "silk-krama-scarf", category: "clothing", title: "Takeo Silk Krama", titleKm: "ក្រមាសូត្រតាកែវ", description: "Krama woven from Khmer golden silk on village looms in Takeo province.", descriptionKm: "ក្រមាត្បាញពីសូត្រលឿងខ្មែរ នៅលើកីត្បាញក្នុងភូមិខេត្តតាកែវ។", price: 29.99, size: "20 x 70 in (50 x 178 cm)", info: "100% silk. Dry clean.", isNew: true, grams: 90, motif: "scarf", colors: ["#1565c0", "#ffd54f"] },
  { handle: "sampot-hol-silk-skirt", category: "clothing", title: "Sampot Hol (Ikat Silk Skirt)", titleKm: "សំពត់ហូល", description: "Hand-tied ikat silk in the hol pattern, a wrap skirt for weddings and Khmer New Year.", descriptionKm: "សំពត់សូត្រហូលចងក្បាច់ដោយដៃ សម្រាប់ពិធីរៀបការ និងបុណ្យចូលឆ្នាំខ្មែរ។", price: 89.99, size: "One size, 39 x 79 in (100 x 200 cm)", info: "100% silk. Dry clean.", grams: 300, motif: "scarf", colors: ["#6a1b9a", "#ffb74d"] },
  { handle: "sampot-chang-kben", category: "clothing", title: "Sampot Chang Kben", titleKm: "សំពត់ចងក្បិន", description: "The classical Khmer draped trouser-skirt in satin silk, worn for ceremonies and dance.", descriptionKm: "សំពត់ចងក្បិនបុរាណខ្មែរ ពីសូត្ររលោង ស្លៀកក្នុងពិធី និងរបាំ។", price: 59.99, size: "One size, 39 x 118 in (100 x 300 cm)", info: "Silk satin. Dry clean.", grams: 350, motif: "scarf", colors: ["#00695c", "#ffd700"] },
  { handle: "cotton-sarong", category: "clothing", title: "Cotton Sarong", titleKm: "សារុងកប្បាស", description: "An everyday checked sarong for men, cool and soft, woven in Cambodia.", descriptionKm: "សារុងឆ្នូតសម្រាប់បុរសស្លៀកប្រចាំថ្ងៃ ត្រជាក់ និងទន់ ត្បាញនៅកម្ពុជា។", price: 19.99, size: "One size, 43 x 79 in (110 x 200 cm)", info: "100% cotton. Machine wash cold.", grams: 280, motif: "scarf", colors: ["#283593", "#90caf9"] },
  // gifts-party
  { handle: "kampot-pepper-gift-box", category: "gifts-party", title: "Kampot Pepper Gift Box", titleKm: "ប្រអប់កាដូម្រេចកំពត", description: "Black, red and white Kampot pepper in a hand-woven palm-leaf box.", descriptionKm: "ម្រេចកំពតខ្មៅ ក្រហម និងស ក្នុងប្រអប់ត្បាញពីស្លឹកត្នោត។", price: 34.99, size: "3 x 1.8 oz (50 g)", info: "Vegan. Gluten-free.", isPopular: true, grams: 350, motif: "box", colors: ["#4e342e", "#ffcc80"] },
  { handle: "khmer-new-year-gift-basket", category: "gifts-party", title: "Khmer New Year Gift Basket", titleKm: "កន្ត្រកកាដូចូលឆ្នាំខ្មែរ", description: "Palm sugar, Kampot pepper, dried mango, coffee and a cotton krama, ready to give for Choul Chnam Thmey.", descriptionKm: "ស្ករត្នោត ម្រេចកំពត ស្វាយក្រៀម កាហ្វេ និងក្រមាកប្បាស រួចរាល់សម្រាប់ជូនក្នុងឱកាសបុណ្យចូលឆ្នាំថ្មី។", price: 49.99, size: "Basket of 5 items", info: "Contains food items; see each item.", isNew: true, grams: 1600, motif: "basket", colors: ["#d84315", "#fff3e0"] },
  { handle: "silk-sbai-ceremony-sash", category: "gifts-party", title: "Silk Sbai (Ceremony Sash)", titleKm: "ស្បៃសូត្រ", description: "A shimmering silk shoulder sash worn at weddings, festivals and blessings.", descriptionKm: "ស្បៃសូត្រភ្លឺចែងចាំង ពាក់លើស្មាក្នុងពិធីរៀបការ ពិធីបុណ្យ និងពិធីសូត្រមន្ត។", price: 39.99, size: "16 x 79 in (40 x 200 cm)", info: "Silk blend. Dry clean.", grams: 120, motif: "scarf", colors: ["#ad1457", "#ffd54f"] },
  { handle: "palm-leaf-basket", category: "gifts-party", title: "Handwoven Palm Leaf Basket", titleKm: "កន្ត្រកស្លឹកត្នោត", description: "A lidded basket woven from sugar palm leaves by artisans in Kampong Speu. For gifts, offerings or storage.", descriptionKm: "កន្ត្រកមានគម្រប ត្បាញពីស្លឹកត្នោតដោយសិប្បករនៅកំពង់ស្ពឺ។ សម្រាប់កាដូ ការបូជា ឬទុករបស់។", price: 18.99, size: "8 x 8 x 6 in", info: "Natural palm leaf.", grams: 250, motif: "basket", colors: ["#a1887f", "#fff8e1"] },
]
