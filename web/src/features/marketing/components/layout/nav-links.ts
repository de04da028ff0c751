import { SERVICES } from '../../content/services';

export const SERVICE_LINKS = SERVICES.map((service) => ({ to: `/services/${service.slug}`, label: service.title, text: service.highlight }));
