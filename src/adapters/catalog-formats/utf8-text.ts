/** The file is not UTF-8 text: the import names the line where the reading stopped. */
export class NotUtf8Error extends Error {
  constructor(readonly line: number, message: string) {
    super(message);
  }
}

/**
 * An import file's bytes as text, chunk by chunk, never the whole file at once. A UTF-16 file
 * (its byte-order mark) or bytes that are not UTF-8 stop the reading with the line they are on.
 */
export async function* utf8Text(input: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let line = 1;
  let first = true;
  for await (const chunk of input) {
    if (first && chunk.length >= 2 && ((chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff))) {
      throw new NotUtf8Error(1, 'The file is UTF-16; save it as UTF-8 and import it again.');
    }
    first = false;
    let text: string;
    try {
      text = decoder.decode(chunk, { stream: true });
    } catch {
      // The line of the first byte that is not UTF-8: the chunk read leniently, up to its first replacement character.
      const lenient = new TextDecoder('utf-8').decode(chunk);
      const before = lenient.slice(0, Math.max(0, lenient.indexOf('\uFFFD')));
      throw new NotUtf8Error(line + before.split('\n').length - 1, 'The file is not UTF-8 text (it may be Windows-1252 or Latin-1); save it as UTF-8 and import it again.');
    }
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) line++;
    yield text;
  }
  try {
    const rest = decoder.decode();
    if (rest) yield rest;
  } catch {
    throw new NotUtf8Error(line, 'The file ends inside a character that is not UTF-8; save it as UTF-8 and import it again.');
  }
}
