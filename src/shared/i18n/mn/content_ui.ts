import type en from '../en/content_ui.js';
import type { MessagesOf } from '../types.js';

/** Контентын дэлгэцүүд. */
export default {
  fields: {
    path: 'Зам', starts_on: 'Эхлэх өдөр', ends_on: 'Дуусах өдөр', body_en: 'Текст (англи)', body_mn: 'Текст (монгол)', body: 'Текст', active: 'Харуулах',
    name: 'Нэр', bio: 'Танилцуулга', avatar_url: 'Зургийн хаяг',
    title: 'Гарчиг', preview: 'Товч', cover_url: 'Нүүр зургийн хаяг', author_id: 'Зохиогч', published: 'Нийтэлсэн', updated_at: 'Шинэчилсэн',
    code: 'Код', items: 'Зүйлс',
  },
  body: {
    title: 'Агуулга',
    hint: 'Блок нэмэхдээ / эсвэл Tab дарна: гарчиг, жагсаалт, ишлэл, зураг, оруулга, код. Ctrl+S агуулгыг хадгална.',
    save: 'Агуулга хадгалах',
    saved: 'Агуулга хадгалагдлаа.',
    preview: 'Урьдчилан харах',
    edit: 'Засах',
    loading: 'Засварлагч ачаалж байна…',
    image_hint: 'Зураг: том 800x600, жижиг 400x600 эсвэл 220x160, баннер 900x400, зурагтай текст 600x600. JPEG, PNG эсвэл WebP, 10 MB хүртэл.',
    empty: 'Агуулга хоосон байна.',
  },
  menu: {
    title: 'Цэсийн зүйлс',
    hint: 'Alt+↑, Alt+↓ зүйлийг зөөнө, Alt+→ дээрх зүйлийн доор оруулна, Alt+← гаргана. Эсвэл бариулаар чирнэ.',
    add: 'Зүйл нэмэх',
    remove: 'Зүйл хасах',
    save: 'Зүйлсийг хадгалах',
    saved: 'Цэсийн зүйлс хадгалагдлаа.',
    empty: 'Зүйл алга.',
    handle: '{{label}}-г чирж зөөх',
    moved: '{{label}} {{place}}-р байранд шилжлээ.',
    label_en: 'Нэр (англи)', label_mn: 'Нэр (монгол)', kind: 'Холбоос', target: 'Хуудас, ангилал, бараа эсвэл хаяг',
    kinds: { page: 'Хуудас', category: 'Ангилал', product: 'Бараа', url: 'Хаяг' },
    new_item: 'Шинэ зүйл',
    invalid: 'Зүйл бүрийн хоёр нэр болон холбоосыг бөглөнө үү.',
  },
} as const satisfies MessagesOf<typeof en>;
