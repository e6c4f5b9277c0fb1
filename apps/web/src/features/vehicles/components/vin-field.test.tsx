// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { i18n } from '@/lib/i18n';
import { VinField } from './vin-field';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('ar');
});

function Harness({ onDecode }: { onDecode: () => void }) {
  const [vin, setVin] = useState('');
  return <VinField value={vin} onChange={setVin} onDecode={onDecode} decoding={false} />;
}

const input = () => screen.getByRole('textbox') as HTMLInputElement;
const type = (value: string) => fireEvent.change(input(), { target: { value } });

describe('the VIN field', () => {
  it('forces upper case, counts while not 17, decodes only at exactly 17 (English)', async () => {
    await i18n.changeLanguage('en');
    const onDecode = vi.fn();
    render(<Harness onDecode={onDecode} />);
    const decode = screen.getByRole('button', { name: 'Decode' }) as HTMLButtonElement;
    expect(screen.getByTestId('vin-count').textContent).toBe('0/17');
    expect(decode.disabled).toBe(true);

    type('1hgcm8');
    expect(input().value).toBe('1HGCM8');
    expect(screen.getByTestId('vin-count').textContent).toBe('6/17');
    expect(decode.disabled).toBe(true);

    type('1hg-cm8 2633a00435');
    expect(input().value).toBe('1HGCM82633A00435');
    expect(screen.getByTestId('vin-count').textContent).toBe('16/17');

    // Pasted with dashes and too long: 17 at most, the dashes do not count.
    type('1hg-cm8-2633a004352-xyz');
    expect(input().value).toBe('1HGCM82633A004352');
    expect(screen.getByTestId('vin-count').textContent).toBe('Complete: ready to decode');
    expect(decode.disabled).toBe(false);
    fireEvent.click(decode);
    expect(onDecode).toHaveBeenCalledOnce();
  });

  it('counts in Arabic digits in Arabic', () => {
    render(<Harness onDecode={() => {}} />);
    type('jt2bf');
    expect(input().value).toBe('JT2BF');
    expect(screen.getByTestId('vin-count').textContent).toBe('٥/١٧');
    expect((screen.getByRole('button', { name: 'فك الترميز' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
