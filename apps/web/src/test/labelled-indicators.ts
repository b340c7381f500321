import ts from 'typescript';
import type { SourceFile } from './import-boundaries';

/**
 * Mantine's Skeleton and Loader render a plain `div`/`span`; an `aria-label` on an element without a role
 * is prohibited (axe's aria-prohibited-attr) and read by nobody. Such an indicator shows only while a
 * request is pending, so a browser journey's axe scan catches it only when it happens to run then: this
 * check reads the source instead. A labelled indicator says `role="status"`; an unlabelled one is decoration.
 */
const indicators = new Set(['Skeleton', 'Loader']);

export interface UnlabelledRole {
  file: string;
  line: number;
  tag: string;
}

export function labelledIndicatorsWithoutRole(files: SourceFile[]): UnlabelledRole[] {
  const found: UnlabelledRole[] = [];
  for (const file of files) {
    if (!file.path.endsWith('.tsx')) continue;
    const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const visit = (node: ts.Node) => {
      if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) {
        const tag = node.tagName.getText(source);
        const names = node.attributes.properties.flatMap((p) =>
          ts.isJsxAttribute(p) ? [p.name.getText(source)] : [],
        );
        if (indicators.has(tag) && names.includes('aria-label') && !names.includes('role'))
          found.push({
            file: file.path,
            line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
            tag,
          });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
