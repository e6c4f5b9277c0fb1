import { TestSuite } from '@/features/tester/components/test-suite';

export function Component() {
  return <TestSuite />;
}
