import { code, h, hr, link, ol, p, quote, ul, type Guide } from './blocks.js';

/** People: users and their roles, store credits, your own profile. */
export const PEOPLE: Guide[] = [
  {
    slug: 'users-and-roles',
    image: null,
    en: {
      title: 'Users and roles',
      preview: 'Find any account, read its memberships, and how roles from you, the website and the merchant add up.',
      body: [
        p('Users (/u/users) lists the accounts you may manage: customers, staff, merchants and drivers. Search by email, phone (with or without +976), register number or name, in any word order. The Admins, Merchants and Drivers screens show just those.'),
        h('A user’s page'),
        ul(
          'Profile: names, email, mobile, register number, language.',
          'Roles and memberships: the user’s own roles, and roles on each website and merchant.',
          'Store credits: the balance and every entry.',
        ),
        h('How roles add up'),
        p('What you see and may do is the union of your own roles, the roles the selected website gives you and those of the selected merchant. An admin with no merchant selected sees everything.'),
        quote('Only an admin may grant or take away admin, shop_admin or product_admin, and only an admin may change an admin.', 'Rule'),
        ul(
          'A role change counts from the user’s next click: no need to sign out.',
          'Setting a new password signs the user out everywhere.',
          'A merchant’s staff see only the users of their own merchants.',
        ),
        link('/u/users', 'Users', 'Open the list of users.'),
      ],
    },
    mn: {
      title: 'Хэрэглэгчид ба эрхүүд',
      preview: 'Аливаа бүртгэлийг олох, харьяаллыг нь харах, таны, вэбсайтын, мерчантын эрхүүд хэрхэн нийлдэг.',
      body: [
        p('Хэрэглэгчид (/u/users) хэсэгт таны удирдаж болох бүртгэлүүд — худалдан авагч, ажилтан, мерчант, жолооч — жагсана. Имэйл, утас (+976-тай ч, үгүй ч), регистрийн дугаар эсвэл нэрээр, үгийн дараалал хамаагүй хайна. Админууд, Мерчантууд, Жолооч нар дэлгэцүүд зөвхөн тэднийг харуулна.'),
        h('Хэрэглэгчийн хуудас'),
        ul(
          'Профайл: овог нэр, имэйл, утас, регистрийн дугаар, хэл.',
          'Эрх ба харьяалал: хэрэглэгчийн өөрийн эрхүүд, вэбсайт болон мерчант тус бүр дээрх эрхүүд.',
          'Дэлгүүрийн кредит: үлдэгдэл ба бүх гүйлгээ.',
        ),
        h('Эрхүүд хэрхэн нийлдэг'),
        p('Таны харж, хийж болох зүйл нь таны өөрийн эрх, сонгосон вэбсайтын олгосон эрх, сонгосон мерчантын эрхийн нийлбэр юм. Мерчант сонгоогүй админ бүгдийг харна.'),
        quote('admin, shop_admin, product_admin эрхийг зөвхөн админ олгож, хасаж чадна; админы бүртгэлийг ч зөвхөн админ өөрчилнө.', 'Дүрэм'),
        ul(
          'Эрхийн өөрчлөлт хэрэглэгчийн дараагийн үйлдлээс эхлэн хүчинтэй: дахин нэвтрэх шаардлагагүй.',
          'Шинэ нууц үг тохируулахад хэрэглэгч бүх төхөөрөмжөөс гарна.',
          'Мерчантын ажилтнууд зөвхөн өөрийн мерчантын хэрэглэгчдийг харна.',
        ),
        link('/u/users', 'Хэрэглэгчид', 'Хэрэглэгчдийн жагсаалтыг нээх.'),
      ],
    },
  },
  {
    slug: 'store-credits',
    image: null,
    en: {
      title: 'Store credits',
      preview: 'Give a customer credit to spend in the shop, take it back, and why entries are never edited.',
      body: [
        p('Store credit is money a customer can spend in the shop. It is kept as a list of entries; the balance is their sum.'),
        ol(
          'Open the user: Ctrl+K, then type the email or phone.',
          'Go to the Store credits tab.',
          'Add store credit: the amount, a category (refund, compensation, gift, promotion or correction) and a memo saying why.',
          'Save. The new balance shows at once.',
        ),
        p('A negative amount takes credit away. Use the category correction and explain it in the memo.'),
        quote('Entries are never edited or deleted: a mistake is put right with a new entry, and every entry records who added it.'),
        hr(),
        h('From the terminal', 3),
        p('In the API and in bo, amounts are in möngö (1/100 ₮): 500000 is ₮5,000.'),
        code('bo users store-credits 42\nbo users store-credit-create 42 --amount 500000 --category compensation --memo "Late delivery"'),
      ],
    },
    mn: {
      title: 'Дэлгүүрийн кредит',
      preview: 'Худалдан авагчид дэлгүүрт зарцуулах кредит олгох, буцааж хасах, гүйлгээг яагаад засдаггүй вэ.',
      body: [
        p('Дэлгүүрийн кредит бол худалдан авагчийн дэлгүүрт зарцуулж болох мөнгө юм. Гүйлгээний жагсаалт хэлбэрээр хадгалагдаж, үлдэгдэл нь тэдгээрийн нийлбэр байна.'),
        ol(
          'Хэрэглэгчийг нээнэ: Ctrl+K дараад имэйл эсвэл утсыг нь бичнэ.',
          'Дэлгүүрийн кредит таб руу орно.',
          'Кредит нэмэх: дүн, ангилал (буцаалт, нөхөн олговор, бэлэг, урамшуулал, залруулга), шалтгааныг бичсэн тайлбар.',
          'Хадгална. Шинэ үлдэгдэл шууд харагдана.',
        ),
        p('Сөрөг дүн кредитийг хасна. Ийм үед залруулга ангиллыг сонгож, тайлбартаа шалтгаанаа бичнэ үү.'),
        quote('Гүйлгээг хэзээ ч засаж, устгадаггүй: алдааг шинэ гүйлгээгээр засна, гүйлгээ бүр хэн нэмснийг тэмдэглэнэ.'),
        hr(),
        h('Терминалаас', 3),
        p('API болон bo-д дүн мөнгөөр (1/100 ₮) илэрхийлэгдэнэ: 500000 нь ₮5,000 гэсэн үг.'),
        code('bo users store-credits 42\nbo users store-credit-create 42 --amount 500000 --category compensation --memo "Хүргэлт хоцорсон"'),
      ],
    },
  },
  {
    slug: 'profile-and-language',
    image: null,
    en: {
      title: 'Your profile and language',
      preview: 'Switch the console to Mongolian, choose a theme and page size, change your password.',
      body: [
        p('Settings in the header opens your profile (/profile).'),
        ul(
          'Language: English or Mongolian. The whole console switches, this guide included.',
          'Notifications: what the console tells you about.',
          'Other settings: theme (light, dark or as your system), rows per page, dense tables.',
        ),
        p('Saving shows a confirmation. To change your password, give your current one as well: your other sessions are then signed out.'),
        quote('Dates are shown as YYYY/MM/DD HH:mm in Ulaanbaatar time, and money as ₮1,234,500, whatever the language.'),
        link('/profile', 'Profile', 'Open your profile and settings.'),
      ],
    },
    mn: {
      title: 'Таны профайл ба хэл',
      preview: 'Консолыг монгол хэл рүү шилжүүлэх, загвар ба хуудасны хэмжээ сонгох, нууц үгээ солих.',
      body: [
        p('Толгой хэсгийн «Тохиргоо» таны профайлыг (/profile) нээнэ.'),
        ul(
          'Хэл: англи эсвэл монгол. Бүх консол, тэр дундаа энэ заавар солигдоно.',
          'Мэдэгдэл: консол танд юуны талаар мэдэгдэх.',
          'Бусад тохиргоо: загвар (цайвар, бараан эсвэл системийнхээр), нэг хуудасны мөрийн тоо, нягт хүснэгт.',
        ),
        p('Хадгалахад баталгаажуулах мэдэгдэл гарна. Нууц үгээ солихдоо одоогийн нууц үгээ бас оруулна: дараа нь бусад сессүүд тань хаагдана.'),
        quote('Хэл ямар ч байсан огноо YYYY/MM/DD HH:mm хэлбэрээр Улаанбаатарын цагаар, мөнгө ₮1,234,500 хэлбэрээр харагдана.'),
        link('/profile', 'Профайл', 'Профайл, тохиргоогоо нээх.'),
      ],
    },
  },
];
