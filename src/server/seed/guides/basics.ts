import { code, h, hr, img, keys, link, map, ol, p, quote, ul, type Guide } from './blocks.js';

/** The console itself: signing in, the palette, the switchers, the keyboard, lists, this guide. */
export const BASICS: Guide[] = [
  {
    slug: 'signing-in',
    image: null,
    en: {
      title: 'Signing in and out',
      preview: 'Sign in with your email and password, what the warnings mean, Facebook and a forgotten password.',
      body: [
        p('The console is for the shop’s staff and its merchants. Sign in at /login with the email of your account and your password.'),
        ol(
          'Type your email in Username. Merchants use the email of their merchant account.',
          'Type your password and press Enter (or click Login).',
          'You land on the page you were trying to open, or on the first screen your roles allow.',
        ),
        h('When it does not work'),
        ul(
          '“Username or password is invalid”: check the keyboard layout (Latin, not Cyrillic) and Caps Lock.',
          'After several failed attempts sign-in pauses for a while. Wait instead of guessing: every attempt counts.',
          'Login with Facebook works only when the administrator has set it up; otherwise you see “Couldn’t connect to facebook”.',
          'Forgot Password opens the shop’s own sign-in page, where you can reset it.',
        ),
        quote('Sign out when you leave a shared computer: your session stays open on it until you do.', 'Security'),
      ],
    },
    mn: {
      title: 'Нэвтрэх ба гарах',
      preview: 'Имэйл, нууц үгээрээ нэвтрэх, анхааруулгын утга, Фэйсбүүкээр нэвтрэх, мартсан нууц үг.',
      body: [
        p('Консол нь дэлгүүрийн ажилтнууд болон мерчантуудад зориулагдсан. /login хуудсанд бүртгэлийнхээ имэйл, нууц үгээр нэвтэрнэ.'),
        ol(
          'Хэрэглэгчийн нэр талбарт имэйлээ бичнэ. Мерчантууд мерчантын бүртгэлийн имэйлээ ашиглана.',
          'Нууц үгээ бичээд Enter дарна (эсвэл Нэвтрэх товч).',
          'Нээх гэж байсан хуудас руугаа, эсвэл эрхийнхээ зөвшөөрсөн эхний дэлгэц рүү орно.',
        ),
        h('Нэвтэрч чадахгүй бол'),
        ul(
          '«Хэрэглэгчийн нэр эсвэл нууц үг буруу байна»: гарын байрлал латин эсэх, Caps Lock асаалттай эсэхийг шалгана уу.',
          'Хэд хэдэн удаа буруу оролдвол нэвтрэлт түр хаагдана. Тааварлахын оронд хүлээнэ үү: оролдлого бүр тоологдоно.',
          'Фэйсбүүкээр нэвтрэх нь админ тохируулсан үед л ажиллана; эс бөгөөс «Фэйсбүүктэй холбогдож чадсангүй» гэж гарна.',
          '«Нууц үгээ мартсан» холбоос дэлгүүрийн өөрийн нэвтрэх хуудсыг нээнэ, тэндээс нууц үгээ сэргээнэ.',
        ),
        quote('Олон хүний хэрэглэдэг компьютерээс гарахдаа «Гарах»-ыг заавал дарна уу: тэгэхгүй бол таны сесс нээлттэй хэвээр үлдэнэ.', 'Аюулгүй байдал'),
      ],
    },
  },
  {
    slug: 'command-palette',
    image: keys('Ctrl', '+', 'K'),
    en: {
      title: 'The Cmd-K palette',
      preview: 'One box to go anywhere, run any command you are allowed to, and find users by email, phone or name.',
      body: [
        p('Press Ctrl+K (Cmd+K on a Mac) anywhere, even while typing in a field, to open the palette.'),
        img(keys('Ctrl', '+', 'K'), 'Ctrl+K, or Cmd+K on a Mac'),
        h('What it offers'),
        ul(
          'Go to: every screen your roles allow, with its g-shortcut.',
          'Commands: the operations you may run. Choosing one opens a form; the result or the error is shown in place.',
          'Recent: your last 10 searches and destinations.',
          'Live results from the server: users by email, phone (with or without +976) or name. Orders and products join when their screens arrive.',
        ),
        p('Word order does not matter and Mongolian Cyrillic works: “болд бат” finds Бат Болд. Arrow keys move, Enter runs the highlighted entry (the top one at first), Esc closes.'),
        quote('The palette only offers what your roles allow, and the server checks again when you run it.'),
      ],
    },
    mn: {
      title: 'Cmd-K команд самбар',
      preview: 'Нэг хайлтын цонхоор хаашаа ч очиж, эрхтэй командаа ажиллуулж, хэрэглэгчийг имэйл, утас, нэрээр нь олно.',
      body: [
        p('Хаана ч байсан, тэр байтугай талбарт бичиж байхдаа ч Ctrl+K (Mac дээр Cmd+K) дарж команд самбарыг нээнэ.'),
        img(keys('Ctrl', '+', 'K'), 'Ctrl+K, Mac дээр Cmd+K'),
        h('Юу санал болгодог вэ'),
        ul(
          'Очих: таны эрхийн зөвшөөрсөн бүх дэлгэц, g-товчлолын хамт.',
          'Командууд: таны ажиллуулж болох үйлдлүүд. Сонгоход маягт нээгдэж, үр дүн эсвэл алдаа тэнд нь харагдана.',
          'Сүүлийнх: таны сүүлийн 10 хайлт, очсон газар.',
          'Серверээс шууд ирэх үр дүн: хэрэглэгчийг имэйл, утас (+976-тай ч, үгүй ч), нэрээр нь. Захиалга, бүтээгдэхүүн дэлгэцүүд нь гарахад нэмэгдэнэ.',
        ),
        p('Үгийн дараалал хамаагүй, монгол кирилл ажиллана: «болд бат» гэж бичвэл Бат Болдыг олно. Сумтай товчоор шилжиж, Enter дарж тодруулсан мөрийг (эхэндээ хамгийн дээд мөр) ажиллуулна, Esc хаана.'),
        quote('Самбар зөвхөн таны эрхийн зөвшөөрсөн зүйлийг санал болгоно; ажиллуулах үед сервер дахин шалгана.'),
      ],
    },
  },
  {
    slug: 'website-and-merchant',
    image: null,
    en: {
      title: 'Switching website and merchant',
      preview: 'The header says which shop and which merchant you work in; everything you see is limited to them.',
      body: [
        p('The header shows the website (shop) and the merchant you are working in. Every list and every action is limited to them, and the menu follows the roles they give you.'),
        h('Website'),
        p('The website switcher appears when you belong to more than one website. Click it, type a few letters to filter, and choose. Some screens exist only on certain websites, such as leasing or air booking.'),
        h('Merchant'),
        p('Choose one of your merchants, or “all” to work across every merchant you belong to. Merchant staff never see another merchant’s data; an admin with no merchant selected sees everything.'),
        ul(
          'After a switch the page reloads itself after about 200 ms.',
          'Your choice is remembered on this browser.',
          'If you lose access to the website or merchant you had chosen, the console falls back to the first one you have.',
        ),
      ],
    },
    mn: {
      title: 'Вэбсайт ба мерчант сэлгэх',
      preview: 'Толгой хэсэг аль дэлгүүр, аль мерчант дээр ажиллаж байгааг харуулна; харагдах бүх зүйл тэдгээрээр хязгаарлагдана.',
      body: [
        p('Толгой хэсэгт таны ажиллаж буй вэбсайт (дэлгүүр) болон мерчант (байгууллага) харагдана. Жагсаалт, үйлдэл бүр тэдгээрээр хязгаарлагдаж, цэс нь тэдний олгосон эрхийг дагана.'),
        h('Вэбсайт'),
        p('Та нэгээс олон вэбсайтад харьяалагддаг бол вэбсайт сэлгэгч гарч ирнэ. Дараад хэдэн үсэг бичиж шүүгээд сонгоно. Лизинг, нислэгийн захиалга зэрэг зарим дэлгэц зөвхөн тодорхой вэбсайтад байдаг.'),
        h('Мерчант'),
        p('Өөрийн мерчантуудаас нэгийг, эсвэл харьяалагддаг бүх мерчант дээрээ зэрэг ажиллахын тулд «Бүгд»-ийг сонгоно. Мерчантын ажилтан өөр мерчантын мэдээллийг хэзээ ч харахгүй; мерчант сонгоогүй админ бүгдийг харна.'),
        ul(
          'Сэлгэсний дараа хуудас 200 мс орчмын дараа өөрөө дахин ачаална.',
          'Таны сонголт энэ хөтөч дээр хадгалагдана.',
          'Сонгосон вэбсайт эсвэл мерчантаа хандах эрхээ алдвал консол танд байгаа эхнийх рүү нь шилжинэ.',
        ),
      ],
    },
  },
  {
    slug: 'keyboard-shortcuts',
    image: keys('?'),
    en: {
      title: 'Keyboard shortcuts',
      preview: 'Everything without the mouse: ? for the sheet, g then a letter to go to an area, j/k/x/Enter in tables.',
      body: [
        p('The console is built to be used from the keyboard. Press ? at any time to see every shortcut on one sheet.'),
        img(keys('g', '→', 'u'), 'g, then the letter of an area'),
        h('Everywhere'),
        ul(
          'Ctrl+K / Cmd+K: the palette.',
          '?: the sheet of shortcuts.',
          'g, then a letter: go to an area. The letters are listed on the sheet and beside each screen in the palette.',
          'Esc: close any dialog, sheet, panel or the palette.',
        ),
        h('In tables'),
        ul('j and k: next and previous row.', 'x: select the row (for actions on several rows).', 'Enter: open the row.', '/: jump to the filter box.'),
        quote('Shortcuts never fire while you type in a field, so a “g” in a name stays a “g”. Only Ctrl+K works everywhere.'),
      ],
    },
    mn: {
      title: 'Гарын товчлолууд',
      preview: 'Хулганагүйгээр бүгдийг: ? товчлолын хуудас, g дараа нь үсэг хэсэг рүү очих, хүснэгтэд j/k/x/Enter.',
      body: [
        p('Консол гараас ашиглахад зориулагдсан. Бүх товчлолыг нэг хуудсан дээр харахын тулд хүссэн үедээ ? дарна.'),
        img(keys('g', '→', 'u'), 'g, дараа нь хэсгийн үсэг'),
        h('Хаана ч'),
        ul(
          'Ctrl+K / Cmd+K: команд самбар.',
          '?: товчлолын хуудас.',
          'g, дараа нь үсэг: хэсэг рүү очих. Үсгүүд товчлолын хуудсанд болон самбарт дэлгэц бүрийн хажууд бий.',
          'Esc: аливаа цонх, хуудас, самбарыг хаана.',
        ),
        h('Хүснэгтэд'),
        ul('j ба k: дараагийн ба өмнөх мөр.', 'x: мөрийг сонгох (олон мөр дээр зэрэг үйлдэл хийхэд).', 'Enter: мөрийг нээх.', '/: шүүлтүүрийн талбар руу очих.'),
        quote('Талбарт бичиж байхад товчлол ажиллахгүй, тиймээс нэрэн дэх «g» үсэг хэвээрээ үлдэнэ. Зөвхөн Ctrl+K хаана ч ажиллана.'),
      ],
    },
  },
  {
    slug: 'lists-and-filters',
    image: null,
    en: {
      title: 'Lists, filters and paging',
      preview: 'Sort by a column, filter, open rows in a new tab, and ask the same filters from a script.',
      body: [
        p('Lists show 10 rows a page unless you change the page size in your profile’s other settings. Click a column heading to sort by it.'),
        p('Every row is a real link: Ctrl-click (Cmd-click on a Mac) opens it in a new tab, so you can compare two records side by side.'),
        h('Filters'),
        p('The filter bar above a list narrows it down. Filters use the same names as the API, so what you filter on screen you can also ask from the bo CLI or a script:'),
        code('GET /api/bo/users/list?q[email_cont]=demo.mn&q[s]=created_at desc&per_page=50'),
        ul('_cont: contains', '_eq: equals', '_in: one of a list', '_gteq / _lteq: from / to (dates and numbers)', 's: sort, e.g. “email desc”'),
      ],
    },
    mn: {
      title: 'Жагсаалт, шүүлтүүр, хуудаслалт',
      preview: 'Баганаар эрэмбэлэх, шүүх, мөрийг шинэ табд нээх, мөн ижил шүүлтүүрийг скриптээс ашиглах.',
      body: [
        p('Профайлын бусад тохиргоонд хуудасны хэмжээг өөрчлөөгүй бол жагсаалт нэг хуудсанд 10 мөр харуулна. Баганын гарчиг дээр дарж тэр баганаар эрэмбэлнэ.'),
        p('Мөр бүр жинхэнэ холбоос: Ctrl+дарах (Mac дээр Cmd+дарах) нь түүнийг шинэ табд нээдэг тул хоёр бичлэгийг зэрэгцүүлэн харьцуулж болно.'),
        h('Шүүлтүүр'),
        p('Жагсаалтын дээрх шүүлтүүрийн мөр жагсаалтыг нарийсгана. Шүүлтүүрүүд API-тай ижил нэртэй тул дэлгэц дээр шүүсэн зүйлээ bo CLI эсвэл скриптээс ч асууж болно:'),
        code('GET /api/bo/users/list?q[email_cont]=demo.mn&q[s]=created_at desc&per_page=50'),
        ul('_cont: агуулсан', '_eq: тэнцүү', '_in: жагсаалтын аль нэг', '_gteq / _lteq: -аас / хүртэл (огноо ба тоо)', 's: эрэмбэ, жишээ нь «email desc»'),
      ],
    },
  },
  {
    slug: 'using-this-guide',
    image: keys('?'),
    en: {
      title: 'Using this guide',
      preview: 'Search the help panel, read articles in your language, and what each kind of block looks like.',
      body: [
        h('Finding answers', 2),
        p('The help panel on the right searches article titles as you type, a moment after you stop. The full guide is also at /help.'),
        img(keys('?'), 'Press ? for the shortcuts; the help panel holds the longer answers'),
        h('In your language', 3),
        ul(
          'Articles follow the console’s language: switch to Mongolian in your profile and the guide switches too.',
          'An article not yet translated is shown in English.',
        ),
        quote('Can’t find it? Search with a single word: “credit”, “role”, “palette”.', 'Tip'),
        hr(),
        h('From the terminal', 3),
        code('bo help articles --json\nbo help article 12'),
        link('/help', 'Help guide', 'Every article of this guide on one screen.'),
        p('Articles can also embed a video or a map. This is central Ulaanbaatar, the map the order and delivery screens will start from:'),
        map('Central Ulaanbaatar on OpenStreetMap'),
      ],
    },
    mn: {
      title: 'Энэ зааврыг ашиглах нь',
      preview: 'Тусламжийн самбараас хайх, нийтлэлийг өөрийн хэлээр унших, блок бүр ямар харагддаг.',
      body: [
        h('Хариулт олох', 2),
        p('Баруун талын тусламжийн самбар таныг бичихээ зогсоосны дараахан нийтлэлийн гарчгаар хайна. Бүтэн заавар /help хаягт бас бий.'),
        img(keys('?'), 'Товчлолуудыг ? дарж харна; дэлгэрэнгүй хариулт тусламжийн самбарт бий'),
        h('Өөрийн хэлээр', 3),
        ul(
          'Нийтлэлүүд консолын хэлийг дагана: профайлдаа монгол хэл сонговол заавар ч мөн солигдоно.',
          'Хараахан орчуулагдаагүй нийтлэл англиар харагдана.',
        ),
        quote('Олдохгүй байна уу? Нэг үгээр хайгаарай: «кредит», «эрх», «самбар».', 'Зөвлөгөө'),
        hr(),
        h('Терминалаас', 3),
        code('bo help articles --json\nbo help article 12'),
        link('/help', 'Тусламжийн заавар', 'Энэ зааврын бүх нийтлэл нэг дэлгэцэнд.'),
        p('Нийтлэлд видео эсвэл газрын зураг оруулж болно. Энэ бол Улаанбаатарын төв — захиалга, хүргэлтийн дэлгэцүүд эндээс эхэлж харуулна:'),
        map('Улаанбаатарын төв OpenStreetMap дээр'),
      ],
    },
  },
];
