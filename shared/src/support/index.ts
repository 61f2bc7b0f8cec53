export {
  SUPPORT_PLACEHOLDER,
  normaliseSupportNumber,
  internationalNumber,
  whatsappLink,
  telLink,
} from './support-number';
