import { code, h, hr, link, map, ol, p, quote, ul, type Guide } from './blocks.js';

/** The terminal twin, and the screens that are on their way. */
export const TOOLS: Guide[] = [
  {
    slug: 'bo-cli',
    image: null,
    en: {
      title: 'The bo command-line tool',
      preview: 'Run the same operations as the console from a terminal: look-ups in scripts, batch work over files.',
      body: [
        p('bo runs the very operations of the console from a terminal. Every command of the palette has a bo verb, with the same roles and the same checks on the server.'),
        code('bo auth login\nbo users search "Бат Болд"\nbo users show 42\nbo users list --json\nbo search 99112233'),
        h('Output'),
        ul(
          'A table in a terminal; tab-separated lines when piped into another program.',
          '--json or --csv for scripts.',
          'Data goes to stdout, progress and messages to stderr, so a pipe gets only data.',
        ),
        h('Settings'),
        ul(
          'BO_API_URL: the server’s address.',
          'BO_TOKEN: a token, instead of signing in (for CI).',
          'BO_PROFILE: which saved profile to use. The configuration file is readable by you only.',
        ),
        p('Batch runs read CSV or NDJSON files, one call per row. --dry-run shows what would happen; --yes skips the question before destructive commands.'),
        link('/api/bo/openapi.json', 'API description (OpenAPI)', 'Every operation the console and bo use, generated from the same catalogue.'),
      ],
    },
    mn: {
      title: 'bo командын мөрийн хэрэгсэл',
      preview: 'Консолын үйлдлүүдийг терминалаас ажиллуулах: скрипт доторх хайлт, файлаар бөөн ажил.',
      body: [
        p('bo нь консолын яг ижил үйлдлүүдийг терминалаас ажиллуулна. Самбарын команд бүр bo-д тушаалтай, эрх нь ижил, сервер дээрх шалгалт нь ч ижил.'),
        code('bo auth login\nbo users search "Бат Болд"\nbo users show 42\nbo users list --json\nbo search 99112233'),
        h('Гаралт'),
        ul(
          'Терминалд хүснэгт; өөр программ руу дамжуулахад табаар тусгаарласан мөрүүд.',
          'Скриптэд --json эсвэл --csv.',
          'Өгөгдөл stdout руу, явц ба мэдэгдэл stderr руу гардаг тул дамжуулгад зөвхөн өгөгдөл очно.',
        ),
        h('Тохиргоо'),
        ul(
          'BO_API_URL: серверийн хаяг.',
          'BO_TOKEN: нэвтрэхийн оронд токен (CI-д).',
          'BO_PROFILE: хадгалсан аль профайлыг ашиглах. Тохиргооны файлыг зөвхөн та уншиж чадна.',
        ),
        p('Бөөн ажил CSV эсвэл NDJSON файлыг мөр бүрээр нь уншиж ажиллуулна. --dry-run юу болохыг урьдчилан харуулна; --yes устгах мэтийн аюултай командын өмнөх асуултыг алгасна.'),
        link('/api/bo/openapi.json', 'API-ийн тодорхойлолт (OpenAPI)', 'Консол болон bo-гийн ашигладаг бүх үйлдэл, нэг каталогоос үүсгэгдсэн.'),
      ],
    },
  },
  {
    slug: 'orders-lookup',
    image: null,
    en: {
      title: 'Looking up orders (coming soon)',
      preview: 'What the order screens will do when they arrive: find by number or phone, filter by state, act on orders.',
      body: [
        p('The order screens are being built. This article says what they will do, and will be updated when they arrive.'),
        ul(
          'Find an order from the palette by its number or the customer’s phone.',
          'Filter by state: all, active, completed, leasing, paid, shipping, unfulfilled, unpaid.',
          'Approve, cancel or resume orders, resend the SMS or email, assign a driver.',
        ),
        quote('Cancelling orders will ask you to type the word cancel, so that it never happens by a slip of the finger.'),
        h('Delivery on the map', 3),
        map('Deliveries will be shown on the city map'),
      ],
    },
    mn: {
      title: 'Захиалга хайх (удахгүй)',
      preview: 'Захиалгын дэлгэцүүд гарахаараа юу хийх вэ: дугаар эсвэл утсаар хайх, төлөвөөр шүүх, захиалга дээр үйлдэл хийх.',
      body: [
        p('Захиалгын дэлгэцүүдийг хийж байна. Энэ нийтлэл тэдгээрийн юу хийхийг тайлбарлах бөгөөд гарахаар нь шинэчлэгдэнэ.'),
        ul(
          'Захиалгыг самбараас дугаар эсвэл худалдан авагчийн утсаар нь олох.',
          'Төлөвөөр шүүх: бүгд, идэвхтэй, дууссан, лизинг, төлөгдсөн, хүргэлтэд, биелээгүй, төлөгдөөгүй.',
          'Захиалга батлах, цуцлах, сэргээх, SMS эсвэл имэйлийг дахин илгээх, жолооч оноох.',
        ),
        quote('Захиалга цуцлахад cancel гэдэг үгийг бичихийг шаардана, ингэснээр санамсаргүй дарснаас болж цуцлагдахгүй.'),
        h('Хүргэлт газрын зураг дээр', 3),
        map('Хүргэлтүүд хотын газрын зураг дээр харагдана'),
      ],
    },
  },
  {
    slug: 'price-updates',
    image: null,
    en: {
      title: 'Mass price updates (coming soon)',
      preview: 'How many prices will change at once: a file of SKUs and prices, checked first with a dry run.',
      body: [
        p('Changing many prices at once will be done from a CSV file, on the Price update screen or with bo. The file will hold one row per SKU; the exact columns will be listed here when the feature ships.'),
        code('sku,price\nSKU-10042,129900\nSKU-10043,89900'),
        ol(
          'Run it with --dry-run first: every row is checked and nothing changes.',
          'Run it for real. Each row carries its own key, so running the same file again after a network failure does not apply a row twice.',
          'Read the result: one line per row, done or refused with the reason.',
        ),
        hr(),
        quote('Prices in files are in möngö (1/100 ₮), like everywhere in the API: 129900 is ₮1,299.'),
      ],
    },
    mn: {
      title: 'Үнийг бөөнөөр шинэчлэх (удахгүй)',
      preview: 'Олон үнийг зэрэг хэрхэн өөрчлөх вэ: SKU ба үнийн файл, эхлээд туршилтаар шалгана.',
      body: [
        p('Олон үнийг зэрэг өөрчлөхдөө Үнэ шинэчлэх дэлгэц эсвэл bo-гоор CSV файлаас оруулна. Файлд SKU бүрт нэг мөр байна; яг ямар баганатай болох нь боломж гарахад энд бичигдэнэ.'),
        code('sku,price\nSKU-10042,129900\nSKU-10043,89900'),
        ol(
          'Эхлээд --dry-run-тэй ажиллуулна: мөр бүр шалгагдаж, юу ч өөрчлөгдөхгүй.',
          'Дараа нь жинхэнээр ажиллуулна. Мөр бүр өөрийн түлхүүртэй тул сүлжээ тасарсны дараа ижил файлыг дахин ажиллуулахад мөр давхар хэрэгжихгүй.',
          'Үр дүнг уншина: мөр бүрт нэг мөр, амжилттай эсвэл татгалзсан шалтгаантай.',
        ),
        hr(),
        quote('Файл дахь үнэ API-ийн бусад газрын адил мөнгөөр (1/100 ₮) байна: 129900 нь ₮1,299.'),
      ],
    },
  },
];
