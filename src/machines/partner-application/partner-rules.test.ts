import { describe, expect, it } from 'vitest';
import { acceptedTypes, contentProblem, fileChoiceProblem, MAX_PARTNER_FILE_BYTES, sniffKind, textProblem } from './partner-rules';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('the partner rules (spec, accounts §5; the server\'s kinds and 3 MB limit)', () => {
  it('requires the spec\'s fields, blank counting as missing, and leaves the website and the extras optional', () => {
    expect(textProblem('CompanyName', '  ')).toBe('required');
    expect(textProblem('TypeofTrips', '')).toBe('required');
    expect(textProblem('WebsiteUrl', '')).toBeNull();
    expect(textProblem('KeyDestinations', ' ')).toBeNull();
    expect(textProblem('SpecialActivities', '')).toBeNull();
    expect(textProblem('Owner', 'Karim Mostafa')).toBeNull();
  });

  it('checks the e-mail\'s shape as the server does', () => {
    expect(textProblem('Email', '')).toBe('required');
    expect(textProblem('Email', 'info@sinaitrails')).toBe('invalidEmail');
    expect(textProblem('Email', 'info sinai@trails.example')).toBe('invalidEmail');
    expect(textProblem('Email', ' info@sinaitrails.example ')).toBeNull();
  });

  it('refuses a chosen file over 3 MB, or one declared as a type its field does not take', () => {
    const sized = (size: number, type: string) => new File([new Uint8Array(size)], 'f', { type });
    expect(fileChoiceProblem('LogoUrl', sized(MAX_PARTNER_FILE_BYTES, 'image/png'))).toBeNull();
    expect(fileChoiceProblem('LogoUrl', sized(MAX_PARTNER_FILE_BYTES + 1, 'image/png'))).toBe('fileTooLarge');
    expect(fileChoiceProblem('CoverImageUrl', sized(10, 'application/pdf'))).toBe('imageType');
    expect(fileChoiceProblem('LicenseImageUrl', sized(10, 'application/pdf'))).toBeNull();
    expect(fileChoiceProblem('AdditionalDocument', sized(10, 'text/plain'))).toBe('documentType');
    // An unknown type waits for the content check.
    expect(fileChoiceProblem('LogoUrl', sized(10, ''))).toBeNull();
  });

  it('tells a file\'s kind by its first bytes', () => {
    expect(sniffKind(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]))).toBe('png');
    // A PNG signature without its IHDR chunk is not a PNG.
    expect(sniffKind(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
    expect(sniffKind(new Uint8Array([0xff, 0xd8, 0xff, 0xdb]))).toBe('jpeg');
    expect(sniffKind(bytes('RIFF\x00\x00\x00\x00WEBPVP8 '))).toBe('webp');
    expect(sniffKind(bytes('RIFF\x00\x00\x00\x00WAVEfmt '))).toBeNull();
    expect(sniffKind(bytes('%PDF-1.7'))).toBe('pdf');
    expect(contentProblem('LogoUrl', bytes('%PDF-1.7'))).toBe('imageType');
    expect(contentProblem('LicenseImageUrl', bytes('%PDF-1.7'))).toBeNull();
    expect(contentProblem('AdditionalDocument', bytes('GIF89a'))).toBe('documentType');
  });

  it('offers the file picker its field\'s types', () => {
    expect(acceptedTypes('LogoUrl')).toBe('image/png,image/jpeg,image/webp');
    expect(acceptedTypes('LicenseImageUrl')).toBe('image/png,image/jpeg,image/webp,application/pdf');
  });
});
