import type { ComponentType, ReactNode } from 'react';

/** An Immutable.js map from swagger-ui's store, read only through `get`. */
interface StoreMap {
  get(key: string): unknown;
}

interface StoreList<T> {
  toArray(): T[];
}

/** The parts of swagger-ui's system (passed to its containers as props) that the list below reads. */
interface SwaggerSystem {
  specSelectors: {
    taggedOperations(): { size: number; entrySeq(): StoreList<[string, StoreMap]> };
    validOperationMethods(): string[];
    url(): string;
  };
  getComponent(name: string, container?: boolean): ComponentType<Record<string, unknown> & { children?: ReactNode }>;
  getConfigs: unknown;
  oas3Selectors: unknown;
  layoutSelectors: unknown;
  layoutActions: unknown;
}

/**
 * swagger-ui's operation list drawn in full, as swagger-ui itself draws lists under 150 tags and operations.
 * From 150 on (5.33+), swagger-ui virtualises the list: only the blocks in view exist in the page, so the rest
 * cannot be found with the browser's find, reached by a screen reader's headings list or checked by a test, and
 * the drawn set shifts as the list measures itself. Our document passed that threshold (148 operations, 2 tags).
 * Collapsed operation blocks are cheap, so drawing all of them costs little.
 */
export function AllOperations(system: SwaggerSystem) {
  const { specSelectors, getComponent } = system;
  const tags = specSelectors.taggedOperations();
  if (tags.size === 0) return <h3>No operations defined in spec!</h3>;
  const methods = specSelectors.validOperationMethods();
  const OperationTag = getComponent('OperationTag');
  const OperationContainer = getComponent('OperationContainer', true);
  return (
    <div>
      {tags
        .entrySeq()
        .toArray()
        .map(([tag, tagObj]) => (
          <OperationTag
            key={`operation-${tag}`}
            tagObj={tagObj}
            tag={tag}
            oas3Selectors={system.oas3Selectors}
            layoutSelectors={system.layoutSelectors}
            layoutActions={system.layoutActions}
            getConfigs={system.getConfigs}
            getComponent={getComponent}
            specUrl={specSelectors.url()}
          >
            <div className="operation-tag-content">
              {(tagObj.get('operations') as StoreList<StoreMap>).toArray().map((op) => {
                const path = op.get('path') as string;
                const method = op.get('method') as string;
                if (!methods.includes(method)) return null;
                return (
                  <OperationContainer
                    key={`${path}-${method}`}
                    specPath={op.get('specPath')}
                    op={op}
                    path={path}
                    method={method}
                    tag={tag}
                  />
                );
              })}
            </div>
          </OperationTag>
        ))}
    </div>
  );
}

/** A swagger-ui plugin that replaces its virtualised operation list with {@link AllOperations}. */
export const drawAllOperations = () => ({ components: { operations: AllOperations } });
