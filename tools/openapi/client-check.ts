// Compiled against the client openapi-typescript generates: if the document stops describing these
// operations the way a client needs them, this stops type-checking.
import type { paths } from './generated/api-client.ts';

type LoginBody = paths['/api/auth/login']['post']['requestBody']['content']['application/json'];
type BookingBody = paths['/api/services']['post']['requestBody']['content']['application/json'];
type ServicePage = paths['/api/services']['get']['responses'][200]['content']['application/json'];

export const login: LoginBody = { email: 'member@demo.test', password: 'Demo-Password-2026' };
export const firstServiceId = (page: ServicePage): string | undefined => page.items[0]?.id;
export type { BookingBody };
