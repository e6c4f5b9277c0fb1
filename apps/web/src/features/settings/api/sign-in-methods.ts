import { queryOptions, useQuery } from '@tanstack/react-query';
import { LinkedMethodsSchema, type LinkedMethod } from '@usra/domain/auth/auth-schema';
import { api } from '@/lib/api-client';

export async function getLinkedMethods(): Promise<LinkedMethod[]> {
  return (await api.get('/api/auth/sign-in-methods', LinkedMethodsSchema)).methods;
}

// Starts with 'security-log': a sign-in that links a method writes a security row.
export function getLinkedMethodsQueryOptions() {
  return queryOptions({ queryKey: ['security-log', 'sign-in-methods'], queryFn: getLinkedMethods });
}

export function useLinkedMethods() {
  return useQuery(getLinkedMethodsQueryOptions());
}
