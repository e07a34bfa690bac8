import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { etagMatches, type FileStorage } from './storage';

export function localStorage(dir: string): FileStorage {
  fs.mkdirSync(dir, { recursive: true });
  return {
    description: `the folder ${dir}`,
    async put(name, data) {
      await fsp.mkdir(dir, { recursive: true });
      // Written under a temporary name and renamed, so a file is never served half written.
      const temporary = path.join(dir, `.${name}.partial`);
      await fsp.writeFile(temporary, data);
      await fsp.rename(temporary, path.join(dir, name));
    },
    async remove(name) {
      await fsp.rm(path.join(dir, name), { force: true });
    },
    async get(name, ifNoneMatch) {
      const file = path.join(dir, name);
      const stat = await fsp.stat(file).catch(() => null);
      if (!stat?.isFile()) return null;
      // As @fastify/static tags a file.
      const etag = `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`;
      if (etagMatches(ifNoneMatch, etag)) return 'not-modified';
      return { body: fs.createReadStream(file), bytes: stat.size, etag };
    },
    async *list() {
      for (const entry of await fsp.readdir(dir, { withFileTypes: true })) {
        if (entry.isFile() && !entry.name.startsWith('.')) yield entry.name;
      }
    },
    async check() {
      await fsp.access(dir, fs.constants.W_OK);
    },
    close() {},
  };
}
