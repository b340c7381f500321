import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../test/i18n';
import { refusalMessage } from './tus-upload';

describe('the resumable upload’s refusals in other languages', () => {
  it('says in German what to do about a lost connection, a proxy’s 413 or a wordless failure', () => {
    const _ = createTestI18n('de').t;
    expect(refusalMessage(null, '', _)).toBe(
      'Die Verbindung wurde unterbrochen: Wählen Sie dieselbe Datei erneut, um fortzufahren',
    );
    expect(refusalMessage(413, '<html>Request Entity Too Large</html>', _)).toBe('Die Datei ist zu groß');
    expect(refusalMessage(502, '', _)).toBe('Etwas ist schiefgelaufen');
  });

  it('keeps the server’s own words, and says the rest in French', () => {
    const _ = createTestI18n('fr').t;
    const refused = JSON.stringify({ message: 'La vidéo doit être un fichier MP4 ou WebM', code: 'X' });
    expect(refusalMessage(415, refused, _)).toBe('La vidéo doit être un fichier MP4 ou WebM');
    expect(refusalMessage(0, '', _)).toBe(
      'La connexion a été perdue : choisissez à nouveau le même fichier pour reprendre',
    );
  });
});
