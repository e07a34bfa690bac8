import type { ImportEntity } from './imports';

/**
 * The headers other systems' exports give a field (Wild Apricot, GrowthZone, MemberClicks, CiviCRM,
 * Salesforce-style contact exports), in the six languages. Tried after our own labels, so our
 * exports always map as they were written.
 */
const USER_HEADERS: Record<string, readonly string[]> = {
  firstName: ['First', 'Given Name', 'FirstName', 'first_name', 'Contact First Name', 'Vorname', 'Nombre', 'Nombres', 'Prénom', '名', '名字'],
  middleName: ['Middle', 'Middle Initial', 'MiddleName', 'middle_name', 'Zweiter Vorname', 'Segundo nombre', 'Deuxième prénom', 'ミドルネーム', '中间名'],
  lastName: ['Last', 'Surname', 'Family Name', 'LastName', 'last_name', 'Contact Last Name', 'Nachname', 'Familienname', 'Apellido', 'Apellidos', 'Nom de famille', '姓', '苗字', '姓氏'],
  email: [
    'E-mail', 'Email Address', 'E-mail Address', 'Primary Email', 'Email (Primary)', 'Email 1', 'email_primary', 'Work Email', 'Contact Email',
    'E-Mail-Adresse', 'Correo', 'Correo electrónico', 'Courriel', 'Adresse e-mail', 'Adresse électronique', 'メール', 'メールアドレス', 'Eメール', '电子邮件', '邮箱', '电子邮箱',
  ],
  phoneNumber: [
    'Phone', 'Phone Number', 'Phone (Primary)', 'Work Phone', 'Business Phone', 'Office Phone', 'Telephone', 'Main Phone', 'Primary Phone Number', 'phone_primary',
    'Telefon', 'Telefonnummer', 'Teléfono', 'Téléphone', '電話', '電話番号', '电话', '电话号码', '联系电话',
  ],
  secondaryPhone: ['Mobile', 'Mobile Phone', 'Cell', 'Cell Phone', 'Cellphone', 'Mobile Number', 'Handy', 'Mobiltelefon', 'Móvil', 'Celular', 'Portable', 'Téléphone portable', '携帯電話', '携帯', '手机', '手机号码'],
  fax: ['Fax Number', 'Business Fax', 'Telefax', 'Faxnummer', 'Número de fax', 'Télécopie', 'ファックス', 'FAX番号', '传真'],
  role: ['Membership Level', 'Membership Type', 'Member Type', 'Level', 'Membership', 'Group', 'Contact Type', 'Mitgliedschaft', 'Mitgliedsart', 'Tipo de membresía', 'Nivel de membresía', "Niveau d'adhésion", "Type d'adhésion", '会員種別', '会員レベル', '会员类型', '会员等级'],
  mncarMemberStatus: ['Membership Status', 'Member Status', 'Mitgliedsstatus', 'Estado de membresía', "Statut d'adhésion", "Statut de membre", '会員ステータス', '会员状态'],
  company: [
    'Organization', 'Organisation', 'Organization Name', 'Company Name', 'Employer', 'Current Employer', 'Account Name', 'Account', 'Business Name', 'Firm',
    'Firma', 'Unternehmen', 'Organización', 'Empresa', 'Entreprise', 'Société', '組織', '会社', '会社名', '组织', '公司', '单位', '公司名称',
  ],
  companyLocation: ['Office', 'Branch', 'Location', 'Niederlassung', 'Sucursal', 'Agence', '事業所', '支社', '分公司'],
  nrds: ['NRDS', 'NRDS Number', 'NRDS #', 'NRDS No'],
  reLicenseNo: ['License Number', 'License #', 'License No', 'Real Estate License', 'License', 'Lizenznummer', 'Número de licencia', 'Numéro de licence', '免許番号', '执照号码'],
  designations: ['Designation', 'Credentials', 'Bezeichnungen', 'Designaciones', 'Désignations', '資格', '资质'],
  dob: ['Birth Date', 'Birthdate', 'Date of Birth', 'DOB', 'Geburtsdatum', 'Fecha de nacimiento', 'Date de naissance', '生年月日', '出生日期', '生日'],
  websiteURL: ['Website', 'Web Site', 'Web Address', 'URL', 'Homepage', 'Webseite', 'Sitio web', 'Site web', 'Site internet', 'ウェブサイト', 'ホームページ', '网站', '网址'],
  address1: [
    'Address', 'Address Line 1', 'Address1', 'Street', 'Street Address', 'Street Address 1', 'Mailing Street', 'Mailing Address', 'Mailing Address Line 1', 'Home Address', 'Primary Address',
    'Adresse', 'Straße', 'Strasse', 'Anschrift', 'Dirección', 'Calle', 'Rue', '住所', '番地', '地址', '街道地址',
  ],
  address2: ['Address Line 2', 'Address2', 'Street Address 2', 'Supplemental Address 1', 'Mailing Address Line 2', 'Adresszusatz', 'Dirección 2', "Complément d'adresse", '住所2', '建物名', '地址2'],
  city: ['Town', 'City/Town', 'Mailing City', 'Primary City', 'Stadt', 'Ort', 'Ciudad', 'Ville', 'Localité', '市区町村', '市町村', '城市', '市'],
  state: [
    'State/Province', 'State / Province', 'State or Province', 'Province', 'Region', 'Mailing State', 'Mailing State/Province', 'State Province', 'Primary State',
    'Bundesland', 'Bundesstaat', 'Estado', 'Provincia', 'État', 'Région', '都道府県', '州', '省', '省/州', '州/省',
  ],
  postalCode: [
    'Zip', 'ZIP Code', 'Zipcode', 'Zip/Postal Code', 'Postal/Zip Code', 'Postcode', 'Mailing Zip', 'Mailing Zip/Postal Code', 'Mailing Postal Code', 'Primary Postal Code',
    'PLZ', 'Postleitzahl', 'Código postal', 'Code postal', '郵便番号', '邮编', '邮政编码',
  ],
  country: ['Mailing Country', 'Primary Country', 'Nation', 'Land', 'País', 'Pays', '国', '国名', '国家'],
  createdAt: [
    'Member Since', 'Member Since Date', 'Date Joined', 'Join Date', 'Joined', 'Joined On', 'Registered', 'Registration Date', 'Membership Start Date', 'Start Date', 'Created on', 'Created Date', 'Date Created',
    'Mitglied seit', 'Beitrittsdatum', 'Registriert', 'Miembro desde', 'Fecha de alta', 'Fecha de registro', 'Membre depuis', "Date d'adhésion", "Date d'inscription", '入会日', '登録日', '入会时间', '加入日期', '注册日期',
  ],
};

const COMPANY_HEADERS: Record<string, readonly string[]> = {
  id: ['Company ID', 'Account ID', 'Organization ID'],
  name: ['Company', 'Company Name', 'Organization', 'Organisation', 'Organization Name', 'Account Name', 'Business Name', 'Firma', 'Unternehmen', 'Empresa', 'Organización', 'Entreprise', 'Société', '会社名', '会社', '公司名称', '公司'],
  type: ['Company Type', 'Organization Type', 'Account Type', 'Industry', 'Unternehmensart', 'Tipo de empresa', "Type d'entreprise", '会社種別', '公司类型'],
  websiteUrl: ['Website', 'Web Site', 'Web Address', 'URL', 'Homepage', 'Webseite', 'Sitio web', 'Site web', 'ウェブサイト', '网站'],
  description: ['About', 'Profile', 'Notes', 'Beschreibung', 'Descripción', 'Description', '説明', '描述', '简介'],
  city: ['Billing City', 'Mailing City', 'Town', 'Stadt', 'Ort', 'Ciudad', 'Ville', '市区町村', '城市'],
};

export const IMPORT_HEADERS: Record<ImportEntity, Record<string, readonly string[]>> = { users: USER_HEADERS, companies: COMPANY_HEADERS };
