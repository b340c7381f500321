import { createContext, type ReactNode, useContext } from 'react';
import { UploadRouteContext } from '../../lib/upload-file';
import { adminEditorApi, type EditorApi } from './editor-api';

/**
 * Which operations the course editor calls. The console leaves the default; the studio provides
 * `studioEditorApi`, so the same pages edit an instructor's own courses.
 */
const EditorApiContext = createContext<EditorApi>(adminEditorApi);

export const useEditorApi = () => useContext(EditorApiContext);

/** Mounts the editor's pages on one set of operations, uploads included. */
export function EditorApiProvider({ api, children }: { api: EditorApi; children: ReactNode }) {
  return (
    <EditorApiContext.Provider value={api}>
      <UploadRouteContext.Provider value={api.upload}>{children}</UploadRouteContext.Provider>
    </EditorApiContext.Provider>
  );
}
